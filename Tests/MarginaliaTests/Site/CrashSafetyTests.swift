import CSystemShims
import Foundation
import Testing

/// A build killed at any moment leaves the previous site in place, and the next build cleans up.
@Suite("Crash safety")
struct CrashSafetyTests {
    @Test func twoFoldersAreExchangedAtomically() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old", to: "a/marker")
        try directory.write("new", to: "b/marker")
        #expect(marginalia_exchange_paths(directory.path("b"), directory.path("a")) == 0)
        #expect(try String(contentsOfFile: directory.path("a/marker"), encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: directory.path("b/marker"), encoding: .utf8) == "old")
    }

    /// The built command-line tool, next to this test bundle.
    private var marginalia: URL {
        PackagePaths.root.appendingPathComponent(".build/debug/marginalia")
    }

    @Test func killingABuildLeavesThePreviousOutputIntact() async throws {
        let site = try SiteFixture()
        _ = try await site.build()
        let before = OutputTree.snapshot(site.output)
        let comments = (0..<20_000).map {
            BadInputTests.comment("c\($0)", body: "Comment number \($0) with *some* text.")
        }
        try site.directory.write(BadInputTests.list(comments), to: "Content/comments.json")

        let process = Process()
        process.executableURL = marginalia
        process.arguments = [
            "build", "--content", site.content, "--templates", PackagePaths.templates,
            "--output", site.output, "--now", "2026-11-21T12:00:00Z",
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Killed as soon as it has written into the staging folder, long before the 20,000
        // comments are rendered.
        let outcome = await MidBuildKiller.kill(process, onceStagingHasFilesIn: site.directory.url.path)
        #expect(outcome.sawStagedFiles)
        #expect(outcome.terminationReason == .uncaughtSignal)
        #expect(OutputTree.snapshot(site.output) == before)

        _ = try await site.build()
        // Beside the output: the cache folder (avatars, the page manifest) and no staging folder.
        #expect(OutputTree.entries(site.directory.url.path) == [".marginalia-cache", "Content", "Output"])
        // 20,000 threads of one comment, 50 a page, ordered by id when their dates are the same.
        #expect(try site.page("posts/p1/page/400/index.html").contains("Comment number 9999 "))
        #expect(try site.page("posts/p1/thread.html").contains("Comment number 19999"))
    }
}
