import Foundation
import Testing

@testable import MarginaliaServer

@Suite("Watching the inputs")
struct WatcherTests {
    enum Method: String, CaseIterable, Sendable {
        case inotify, polling
    }

    /// The watchers' windows in these tests: one batch must hold every step of a save even when
    /// a loaded machine pauses the writing test between two steps, so they are far longer than
    /// the server's own (20 ms after a complete write, 100 ms otherwise). What makes a batch
    /// complete is the same rule at any length.
    static let window: Duration = .seconds(1)

    /// A site and the watcher's batches of changes.
    struct Watched {
        let site: SiteOnDisk
        let batches: Collected<Set<String>>

        init(
            _ method: Method, quietPeriod: Duration = window, coalescingWindow: Duration = window,
            maximumDelay: Duration = .seconds(5)
        ) throws {
            site = try SiteOnDisk.make()
            let folders = [site.content.path, site.templates.path]
            let watcher: any FileWatching =
                switch method {
                case .inotify:
                    InotifyWatcher(
                        folders: folders, quietPeriod: quietPeriod, coalescingWindow: coalescingWindow,
                        maximumDelay: maximumDelay)
                case .polling: PollingWatcher(folders: folders, interval: .milliseconds(30), quietPeriod: quietPeriod)
                }
            batches = Collected(try watcher.changes())
        }

        func path(_ relative: String) -> String { site.root.path + "/" + relative }

        /// Writes a file no other step touches, and returns its path and the next batch. Every
        /// change made before it comes in that batch or an earlier one, so a batch of the marker
        /// alone proves that nothing else was reported after the batches already taken.
        func markerAndTheNextBatch() async throws -> (marker: String, batch: Set<String>?) {
            let name = "Content/marker-\(UUID().uuidString).json"
            try site.write("[]", to: name)
            return (path(name), await batches.next())
        }

        /// Takes batches up to and including the one with a new marker file: afterwards, every
        /// change made so far has been reported, and the watcher's window is empty.
        func settle() async throws {
            let name = "Content/marker-\(UUID().uuidString).json"
            try site.write("[]", to: name)
            while let batch = await batches.next(), !batch.contains(path(name)) {}
        }

        /// Takes batches until one holds `relative`; `nil` if none did before the hang limit.
        func batch(containing relative: String) async -> Set<String>? {
            while let batch = await batches.next() {
                if batch.contains(path(relative)) { return batch }
            }
            return nil
        }

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
        #expect(await watched.batches.next() == [watched.path("Content/comments/p2.json")])
        let (marker, next) = try await watched.markerAndTheNextBatch()
        #expect(next == [marker], "nothing is reported after the save's batch")
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
        #expect(await watched.batches.next() == [watched.path("Content/posts.json")])
        let (marker, next) = try await watched.markerAndTheNextBatch()
        #expect(next == [marker], "the save is one batch, and the swap file is never reported")
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
        #expect(await watched.batches.next() == [target.path])
        let (marker, next) = try await watched.markerAndTheNextBatch()
        #expect(next == [marker], "the touch after the rename is part of the save's batch")
    }

    /// As `git checkout` changes files: each removed, then written anew, one after another. Past
    /// eight paths the batch waits for the server's own pause of a burst (250 ms), with inotify
    /// only: polling keeps its quiet period and its one-second cap, which a checkout on a busy
    /// machine can outlast.
    @Test func aCheckoutOf500FilesIsOneBatch() async throws {
        let watched = try Watched(.inotify)
        defer { watched.finish() }
        let names = (1...500).map { "Content/comments/checkout-\($0).json" }
        for name in names { try watched.site.write("[]", to: name) }
        try await watched.settle()
        for name in names {
            try watched.site.delete(name)
            try watched.site.write("[ ]", to: name)
        }
        let batch = await watched.batches.next()
        #expect(batch == Set(names.map(watched.path)), "batches of \(watched.batches.all.map(\.count)) paths")
        let (marker, next) = try await watched.markerAndTheNextBatch()
        #expect(next == [marker], "batches of \(watched.batches.all.map(\.count)) paths")
    }

    /// A complete write is reported after the coalescing window, however long the quiet period:
    /// with the quiet period and the cap on waiting both an hour, the coalescing window is the only
    /// way the batch can come before the outer limit.
    @Test func aCompleteWriteDoesNotWaitOutTheQuietPeriod() async throws {
        let watched = try Watched(
            .inotify, quietPeriod: .seconds(3600), coalescingWindow: DebounceWindow.measuredCoalescingWindow,
            maximumDelay: .seconds(3600))
        defer { watched.finish() }
        try watched.site.write("[]", to: "Content/comments/p2.json")
        #expect(await watched.batches.next() == [watched.path("Content/comments/p2.json")])
    }

    @Test(arguments: Method.allCases)
    func newFoldersAreWatched(method: Method) async throws {
        let watched = try Watched(method)
        defer { watched.finish() }
        try watched.site.write("[]", to: "Content/comments/2026/p3.json")
        #expect(await watched.batch(containing: "Content/comments/2026/p3.json") != nil)
        try await watched.settle()
        try watched.site.write("[ ]", to: "Content/comments/2026/p4.json")
        #expect(await watched.batches.next() == [watched.path("Content/comments/2026/p4.json")])
    }

    @Test(arguments: Method.allCases)
    func templatesAndRemovalsAreReported(method: Method) async throws {
        let watched = try Watched(method)
        defer { watched.finish() }
        try watched.site.write("<p>x</p>", to: "Templates/home.mustache")
        try watched.site.delete("Templates/assets/style.css")
        let batch = await watched.batches.next()
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
        #expect(await watched.batches.next() != nil)
        // Made again as a new folder (as a checkout does), with the old one's files.
        try FileManager.default.copyItem(at: site.root.appendingPathComponent("Templates.old"), to: site.templates)
        #expect(await watched.batch(containing: "Templates/home.mustache") != nil)
        // What the copy made is reported by now: the next report of the file is the edit's.
        try await watched.settle()
        try site.write("<p>edited</p>", to: "Templates/home.mustache")
        #expect(await watched.batches.next() == [watched.path("Templates/home.mustache")])
    }
}
