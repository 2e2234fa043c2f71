import Foundation
import Testing

@testable import MarginaliaSite

/// Files patched into a finished output folder replace the old ones whole, each as a new file.
@Suite("Patching the output folder")
struct OutputPatcherTests {
    @Test func aPatchedFileIsANewFileAndALinkToTheOldOneKeepsItsBytes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old page", to: "Output/posts/p1/index.html")
        let path = directory.path("Output/posts/p1/index.html")
        #expect(link(path, directory.path("kept.html")) == 0)
        let before = try #require(FileIdentity(atPath: path))

        try OutputPatcher(outputURL: directory.url.appendingPathComponent("Output")).write(
            Array("new page".utf8), to: "posts/p1/index.html")

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new page")
        #expect(try String(contentsOfFile: directory.path("kept.html"), encoding: .utf8) == "old page")
        #expect(FileIdentity(atPath: path)?.inode != before.inode)
        #expect(OutputTree.entries(directory.path("Output/posts/p1")) == ["index.html"], "no temporary file is left")
    }

    @Test func missingFoldersAreMadeAndAFolderInTheWayIsAnError() throws {
        let directory = try TemporaryDirectory()
        let patcher = OutputPatcher(outputURL: directory.url.appendingPathComponent("Output"))
        try patcher.write(Array("feed".utf8), to: "posts/p2/feed.xml")
        #expect(try String(contentsOfFile: directory.path("Output/posts/p2/feed.xml"), encoding: .utf8) == "feed")
        try FileManager.default.createDirectory(
            atPath: directory.path("Output/taken.html"), withIntermediateDirectories: true)
        let error = #expect(throws: SiteError.self) { try patcher.write(Array("x".utf8), to: "taken.html") }
        #expect(error?.location?.file == "taken.html")
    }
}
