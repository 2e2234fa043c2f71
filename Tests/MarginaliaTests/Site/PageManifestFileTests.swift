import Foundation
import Testing

@testable import MarginaliaSite

/// The page manifest on disk: written in pieces, read back whole, one line per file in path order.
@Suite("The page manifest's file")
struct PageManifestFileTests {
    /// Enough files for several pieces of the writer (about 1 MiB each), over an older manifest.
    @Test func aLongManifestReadsBackAsWritten() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("cache/pages/site.txt")
        var manifest = PageManifest()
        for number in 0..<30_000 {
            let identity = FileIdentity(
                device: 2049, inode: Int64(number), size: Int64(number * 7), seconds: 1_764_000_000 + Int64(number),
                nanoseconds: Int64(number % 1_000))
            manifest.entries["posts/p\(number)/index.html"] = .init(
                fingerprint: String(repeating: "\(number % 10)", count: 32), file: identity)
        }
        try PageManifest.write([.init(path: "old.html", entry: manifest.entries["posts/p1/index.html"]!)], to: url)
        // In no order, as pages finish; a path given twice is written once.
        let lines = manifest.entries.map { PageManifest.Line(path: $0.key, entry: $0.value) }
        try PageManifest.write(lines + lines.prefix(3), to: url)

        #expect(PageManifest.read(from: url) == manifest)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.utf8.count > 2 << 20)
        let written = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(written.first == "marginalia-pages 1")
        #expect(written.last == "")
        #expect(written.count == 30_002)
        let paths = written.dropFirst().dropLast().map { $0.split(separator: " ", maxSplits: 6)[6] }
        #expect(paths == paths.sorted())
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["site.txt"])
    }

    /// A manifest that cannot take its place (a folder is there) is an error, and leaves no
    /// temporary file behind.
    @Test func aManifestThatCannotBeWrittenLeavesNothing() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("site.txt")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let identity = FileIdentity(device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 5)
        #expect(throws: (any Error).self) {
            try PageManifest.write([.init(path: "a.html", entry: .init(fingerprint: "f", file: identity))], to: url)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["site.txt"])
    }
}
