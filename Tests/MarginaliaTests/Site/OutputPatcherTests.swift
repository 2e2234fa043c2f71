import Foundation
import Testing

@testable import MarginaliaSite

/// Files patched into a finished output folder replace the old ones whole, each as a new file,
/// and a patch that fails halfway is undone.
@Suite("Patching the output folder")
struct OutputPatcherTests {
    @Test func aPatchedFileIsANewFileAndALinkToTheOldOneKeepsItsBytes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old page", to: "Output/posts/p1/index.html")
        let path = directory.path("Output/posts/p1/index.html")
        #expect(link(path, directory.path("kept.html")) == 0)
        let before = try #require(FileIdentity(atPath: path))

        let patcher = OutputPatcher(outputURL: directory.url.appendingPathComponent("Output"))
        try patcher.write(Array("new page".utf8), to: "posts/p1/index.html")
        patcher.commit()

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
        #expect(error?.location?.file == directory.path("Output/taken.html"))
    }

    /// What a rebuild that runs out of space halfway does: every file it replaced, added or
    /// removed is as it was before, and no hidden file is left.
    @Test func aRolledBackPatchLeavesTheFolderAsItWas() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old page", to: "Output/posts/p1/index.html")
        try directory.write("old feed", to: "Output/posts/p1/feed.xml")
        try directory.write("gone", to: "Output/friends/f1/index.html")
        let before = OutputTree.snapshot(directory.path("Output"))
        let oldPage = try #require(FileIdentity(atPath: directory.path("Output/posts/p1/index.html")))
        let patcher = OutputPatcher(outputURL: directory.url.appendingPathComponent("Output"))

        try patcher.write(Array("new page".utf8), to: "posts/p1/index.html")
        try patcher.write(Array("newer page".utf8), to: "posts/p1/index.html")
        try patcher.write(Array("new post".utf8), to: "posts/p2/index.html")
        try patcher.remove("friends/f1/index.html")
        try patcher.remove("posts/p1/feed.xml")
        #expect(
            try String(contentsOfFile: directory.path("Output/posts/p1/index.html"), encoding: .utf8) == "newer page")
        patcher.rollBack()

        #expect(OutputTree.snapshot(directory.path("Output")) == before)
        #expect(FileIdentity(atPath: directory.path("Output/posts/p1/index.html"))?.inode == oldPage.inode)
        #expect(OutputTree.entries(directory.path("Output")) == ["friends", "posts"])
        #expect(OutputTree.entries(directory.path("Output/posts")) == ["p1"], "the added page's folder is gone")
    }

    @Test func aCommittedPatchKeepsNoPreviousVersions() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old page", to: "Output/posts/p1/index.html")
        try directory.write("gone", to: "Output/friends/f1/index.html")
        let patcher = OutputPatcher(outputURL: directory.url.appendingPathComponent("Output"))

        try patcher.write(Array("new page".utf8), to: "posts/p1/index.html")
        try patcher.remove("friends/f1/index.html")
        patcher.commit()

        #expect(OutputTree.snapshot(directory.path("Output")) == ["posts/p1/index.html": Data("new page".utf8)])
        #expect(OutputTree.entries(directory.path("Output")) == ["posts"], "the emptied folders are removed")
    }
}
