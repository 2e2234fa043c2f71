/// One output file's bytes (UTF-8) and where it goes, relative to the output folder.
struct RenderedFile: Sendable, Equatable {
    let path: String
    let bytes: [UInt8]
}
