import Foundation
import Testing

@testable import MarginaliaServer

@Suite("Watching the inputs")
struct WatcherTests {
    enum Method: String, CaseIterable, Sendable {
        case inotify, polling
    }

    /// How long a test waits for a batch it expects: generous, as other tests load the machine;
    /// a batch that is not expected is waited for 300 ms only.
    static let patience: Duration = .seconds(10)

    /// A site and the watcher's batches of changes.
    struct Watched {
        let site: SiteOnDisk
        let batches: Collected<Set<String>>

        init(_ method: Method, quietPeriod: Duration = .milliseconds(60)) throws {
            site = try SiteOnDisk.make()
            let folders = [site.content.path, site.templates.path]
            let watcher: any FileWatching =
                switch method {
                case .inotify: InotifyWatcher(folders: folders, quietPeriod: quietPeriod)
                case .polling: PollingWatcher(folders: folders, interval: .milliseconds(30), quietPeriod: quietPeriod)
                }
            batches = Collected(try watcher.changes())
        }

        func path(_ relative: String) -> String { site.root.path + "/" + relative }

        func finish() {
            batches.cancel()
            site.remove()
        }
    }

    @Test(arguments: Method.allCases)
    func aSavedFileIsReportedOnce(method: Method) async throws {
        let watched = try Watched(method)
        defer { watched.finish() }
        try watched.site.write("[]", to: "Content/comments/p2.json")
        #expect(await watched.batches.next(within: Self.patience) == [watched.path("Content/comments/p2.json")])
        #expect(await watched.batches.next(within: .milliseconds(300)) == nil)
    }

    @Test(arguments: Method.allCases)
    func anEditorsSaveByRenameIsOneBatch(method: Method) async throws {
        let watched = try Watched(method)
        defer { watched.finish() }
        let site = watched.site
        try site.write("swap", to: "Content/.posts.json.swp")
        try site.write("[]", to: "Content/posts.json.tmp")
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("posts.json"))
        try FileManager.default.moveItem(
            at: site.content.appendingPathComponent("posts.json.tmp"),
            to: site.content.appendingPathComponent("posts.json"))
        try FileManager.default.setAttributes(
            [.modificationDate: Date()], ofItemAtPath: site.content.appendingPathComponent("posts.json").path)
        try site.delete("Content/.posts.json.swp")
        #expect(await watched.batches.next(within: Self.patience) == [watched.path("Content/posts.json")])
        #expect(await watched.batches.next(within: .milliseconds(300)) == nil)
    }

    /// Three steps, as editors save: write a temporary file, rename it over the old one, touch it.
    @Test(arguments: Method.allCases)
    func anEditorsThreeStepSaveIsOneBatch(method: Method) async throws {
        let watched = try Watched(method)
        defer { watched.finish() }
        let target = watched.site.content.appendingPathComponent("comments/p1.json")
        try watched.site.write("[]", to: "Content/comments/.p1.json.tmp")
        #expect(rename(watched.path("Content/comments/.p1.json.tmp"), target.path) == 0)
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: target.path)
        #expect(await watched.batches.next(within: Self.patience) == [target.path])
        #expect(await watched.batches.next(within: .milliseconds(300)) == nil)
    }

    /// As `git checkout` changes files: each removed, then written anew, one after another.
    /// (Polling keeps its quiet period, which a pause of the writer on a busy machine can outlast.)
    @Test func aCheckoutOf500FilesIsOneBatch() async throws {
        let watched = try Watched(.inotify)
        defer { watched.finish() }
        let names = (1...500).map { "Content/comments/checkout-\($0).json" }
        for name in names { try watched.site.write("[]", to: name) }
        var first = try #require(await watched.batches.next(within: Self.patience))
        while first.count < names.count, let more = await watched.batches.next(within: Self.patience) {
            first.formUnion(more)
        }
        try await Task.sleep(for: .milliseconds(200))
        for name in names {
            try watched.site.delete(name)
            try watched.site.write("[ ]", to: name)
        }
        let batch = await watched.batches.next(within: Self.patience)
        #expect(batch == Set(names.map(watched.path)), "batches of \(watched.batches.all.map(\.count)) paths")
        #expect(await watched.batches.next(within: .milliseconds(300)) == nil)
    }

    @Test func aCompleteWriteDoesNotWaitOutTheQuietPeriod() async throws {
        let watched = try Watched(.inotify, quietPeriod: .seconds(30))
        defer { watched.finish() }
        try watched.site.write("[]", to: "Content/comments/p2.json")
        #expect(await watched.batches.next(within: .seconds(10)) == [watched.path("Content/comments/p2.json")])
    }

    @Test(arguments: Method.allCases)
    func newFoldersAreWatched(method: Method) async throws {
        let watched = try Watched(method)
        defer { watched.finish() }
        try watched.site.write("[]", to: "Content/comments/2026/p3.json")
        let first = try #require(await watched.batches.next(within: Self.patience))
        #expect(first.contains(watched.path("Content/comments/2026/p3.json")))
        try await Task.sleep(for: .milliseconds(150))
        try watched.site.write("[ ]", to: "Content/comments/2026/p4.json")
        let second = await watched.batches.next(within: Self.patience)
        #expect(second == [watched.path("Content/comments/2026/p4.json")])
    }

    @Test(arguments: Method.allCases)
    func templatesAndRemovalsAreReported(method: Method) async throws {
        let watched = try Watched(method)
        defer { watched.finish() }
        try watched.site.write("<p>x</p>", to: "Templates/home.mustache")
        try watched.site.delete("Templates/assets/style.css")
        let batch = await watched.batches.next(within: Self.patience)
        #expect(
            batch?.isSuperset(of: [watched.path("Templates/home.mustache"), watched.path("Templates/assets/style.css")])
                == true)
    }
}

@Suite("Watching folders that come and go")
struct WatchedFolderLifetimeTests {
    @Test(arguments: WatcherTests.Method.allCases)
    func aFolderRemovedAndMadeAgainIsWatchedAgain(method: WatcherTests.Method) async throws {
        let watched = try WatcherTests.Watched(method)
        defer { watched.finish() }
        let site = watched.site
        try FileManager.default.moveItem(at: site.templates, to: site.root.appendingPathComponent("Templates.old"))
        _ = await watched.batches.next(within: WatcherTests.patience)
        // Made again as a new folder (as a checkout does), with the old one's files.
        try FileManager.default.copyItem(at: site.root.appendingPathComponent("Templates.old"), to: site.templates)
        let back = try #require(await watched.batches.next(within: WatcherTests.patience))
        #expect(back.contains(watched.path("Templates/home.mustache")))
        try await Task.sleep(for: .milliseconds(100))
        try site.write("<p>edited</p>", to: "Templates/home.mustache")
        var seen = false
        while !seen, let batch = await watched.batches.next(within: WatcherTests.patience) {
            seen = batch.contains(watched.path("Templates/home.mustache"))
        }
        #expect(seen)
    }
}
