/// What a build needs to keep pages from the last one (see `PageManifest`): the manifest the last
/// build wrote and the output folder its files are in.
struct PageReuse: Sendable {
    let previous: PageManifest
    let outputPath: String
}
