import Foundation
import Testing

@testable import MarginaliaSite

/// The page manifest on disk: recorded a line at a time while a build writes its pages, put in
/// the last one's place at the end, read back whole.
@Suite("The page manifest's file")
struct PageManifestFileTests {
    /// Enough files for several of the recorder's writes (about 1 MiB each), over an older
    /// manifest that stays until the new one is finished.
    @Test func aLongManifestReadsBackAsRecorded() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("cache/pages/site.txt")
        let manifest = Self.manifest(files: 30_000)
        let old = PageManifestRecorder(replacing: url)
        old.record("old.html", manifest.entries["posts/p1/index.html"]!)
        try old.finish()
        let oldManifest = PageManifest(entries: ["old.html": manifest.entries["posts/p1/index.html"]!])

        let recorder = PageManifestRecorder(replacing: url)
        // A path recorded twice counts with its last line.
        recorder.record("posts/p2/index.html", manifest.entries["posts/p9/index.html"]!)
        for (path, entry) in manifest.entries { recorder.record(path, entry) }
        #expect(PageManifest.read(from: url) == oldManifest)
        try recorder.finish()

        #expect(PageManifest.read(from: url) == manifest)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.utf8.count > 2 << 20)
        let written = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(written.first == "marginalia-pages 1")
        #expect(written.last == "")
        #expect(written.count == 30_003)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["site.txt"])
    }

    /// A build that fails gives its manifest up: the last one stays, and no temporary file.
    @Test func anAbandonedManifestLeavesTheLastOne() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("site.txt")
        let manifest = Self.manifest(files: 3)
        let last = PageManifestRecorder(replacing: url)
        for (path, entry) in manifest.entries { last.record(path, entry) }
        try last.finish()

        let recorder = PageManifestRecorder(replacing: url)
        recorder.record("other.html", manifest.entries["posts/p0/index.html"]!)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
                "site.txt", "site.txt.partial",
            ])
        recorder.abandon()

        #expect(PageManifest.read(from: url) == manifest)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["site.txt"])
    }

    /// A manifest that cannot take its place (a folder is there) is an error, and leaves no
    /// temporary file behind.
    @Test func aManifestThatCannotBeWrittenLeavesNothing() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appendingPathComponent("site.txt")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let recorder = PageManifestRecorder(replacing: url)
        recorder.record("a.html", .init(fingerprint: "f", file: Self.identity(1)))
        #expect(throws: (any Error).self) { try recorder.finish() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["site.txt"])
    }

    /// A manifest whose folder cannot be made (a file is there) is given up without an error
    /// until it is finished, and leaves nothing.
    @Test func aManifestWithoutAFolderLeavesNothing() throws {
        let folder = try TemporaryDirectory()
        let blocker = folder.url.appendingPathComponent("cache")
        try Data("not a folder".utf8).write(to: blocker)
        let recorder = PageManifestRecorder(replacing: blocker.appendingPathComponent("pages/site.txt"))
        recorder.record("a.html", .init(fingerprint: "f", file: Self.identity(1)))
        #expect(throws: (any Error).self) { try recorder.finish() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["cache"])
    }

    private static func identity(_ number: Int) -> FileIdentity {
        FileIdentity(
            device: 2049, inode: Int64(number), size: Int64(number * 7), seconds: 1_764_000_000 + Int64(number),
            nanoseconds: Int64(number % 1_000))
    }

    private static func manifest(files: Int) -> PageManifest {
        var manifest = PageManifest()
        for number in 0..<files {
            manifest.entries["posts/p\(number)/index.html"] = .init(
                fingerprint: String(repeating: "\(number % 10)", count: 32), file: identity(number))
        }
        return manifest
    }
}
