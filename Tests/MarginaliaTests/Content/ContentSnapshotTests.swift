import Foundation
import MarginaliaContent
import MarginaliaModels
import Synchronization
import Testing

@Suite("Loading content incrementally")
struct ContentSnapshotTests {
    /// An in-memory content folder whose files can change between loads; each write gives the
    /// file a new stamp, as saving a file on disk does.
    final class ChangingFolder: Sendable {
        private let files = Mutex<[String: (data: Data, stamp: FileStamp)]>([:])
        private let writes = Atomic<Int64>(0)

        func write(_ text: String, to name: String) {
            let count = writes.add(1, ordering: .relaxed).newValue
            let stamp = FileStamp(
                device: 1, inode: UInt64(count), size: Int64(text.utf8.count), modified: count, changed: count)
            files.withLock { $0["/c/" + name] = (Data(text.utf8), stamp) }
        }

        /// Changes a file without changing its stamp, as two quick writes in one clock tick can.
        func overwriteKeepingStamp(_ text: String, to name: String) {
            files.withLock { $0["/c/" + name]?.data = Data(text.utf8) }
        }

        func delete(_ name: String) {
            _ = files.withLock { $0.removeValue(forKey: "/c/" + name) }
        }

        var fileSystem: ContentFileSystem {
            let memory: @Sendable () -> ContentFileSystem = { .memory(self.files.withLock { $0.mapValues(\.data) }) }
            return ContentFileSystem(
                contents: { try memory().contents($0) },
                itemKind: { memory().itemKind($0) },
                directoryEntries: { try memory().directoryEntries($0) },
                stamp: { path in self.files.withLock { $0[path]?.stamp } }
            )
        }

        var store: ContentStore { ContentStore(directory: "/c", fileSystem: fileSystem) }
    }

    func folder() -> ChangingFolder {
        let folder = ChangingFolder()
        folder.write(ContentFixtures.posts, to: "posts.json")
        folder.write(ContentFixtures.comments([ContentFixtures.comment("c1")]), to: "comments/a.json")
        folder.write(ContentFixtures.comments([ContentFixtures.comment("c2", post: "p2")]), to: "comments/b.json")
        return folder
    }

    @Test func theFirstLoadDecodesEveryFile() async throws {
        let snapshot = try await folder().store.load(reusing: nil)
        #expect(snapshot.decodedFiles == ["posts.json", "comments/a.json", "comments/b.json"])
        #expect(snapshot.content.comments.map(\.id) == ["c1", "c2"])
    }

    @Test func unchangedFilesAreReused() async throws {
        let folder = folder()
        let first = try await folder.store.load(reusing: nil)
        folder.write(
            ContentFixtures.comments([ContentFixtures.comment("c2", post: "p2", author: "Changed")]),
            to: "comments/b.json")
        let second = try await folder.store.load(reusing: first)
        #expect(second.decodedFiles == ["comments/b.json"])
        #expect(second.content.comments.map(\.author.name) == ["Jane", "Changed"])
        #expect(try await folder.store.load(reusing: second).decodedFiles.isEmpty)
    }

    @Test func aFileReportedChangedIsReadEvenWithTheSameStamp() async throws {
        let folder = folder()
        let first = try await folder.store.load(reusing: nil)
        folder.overwriteKeepingStamp(ContentFixtures.comments([ContentFixtures.comment("c9")]), to: "comments/a.json")
        #expect(try await folder.store.load(reusing: first).content.comments.map(\.id) == ["c1", "c2"])
        let reported = try await folder.store.load(reusing: first, changedFiles: ["comments/a.json"])
        #expect(reported.decodedFiles == ["comments/a.json"])
        #expect(reported.content.comments.map(\.id) == ["c9", "c2"])
    }

    @Test func removedFilesAreReported() async throws {
        let folder = folder()
        let first = try await folder.store.load(reusing: nil)
        folder.delete("comments/a.json")
        let second = try await folder.store.load(reusing: first)
        #expect(second.removedFiles == ["comments/a.json"])
        #expect(second.content.comments.map(\.id) == ["c2"])
    }

    @Test func referencesAreCheckedAcrossReusedFiles() async throws {
        let folder = folder()
        let first = try await folder.store.load(reusing: nil)
        folder.write(
            #"[{"id": "p1", "title": "First", "url": "https://blog.example.org/1/", "publishedAt": "2026-01-01T10:00:00Z"}]"#,
            to: "posts.json")
        await #expect(throws: ContentError.self) { try await folder.store.load(reusing: first) }
        do {
            _ = try await folder.store.load(reusing: first)
        } catch {
            #expect(error.problems.map(\.kind) == [.unknownPost("p2")])
            #expect(error.problems.first?.location.file == "comments/b.json")
            #expect(error.problems.first?.location.line == 2)
        }
    }
}

@Suite("Incremental loads check references")
struct IncrementalReferenceTests {
    @Test func aChangedParentInAReusedLoadIsChecked() async throws {
        let folder = ContentSnapshotTests().folder()
        let first = try await folder.store.load(reusing: nil)
        folder.write(
            ContentFixtures.comments([ContentFixtures.comment("c2", post: "p2", parent: "ghost")]),
            to: "comments/b.json")
        await #expect(throws: ContentError.self) { try await folder.store.load(reusing: first) }
    }

    @Test func aDuplicateIdInAnotherFileIsChecked() async throws {
        let folder = ContentSnapshotTests().folder()
        let first = try await folder.store.load(reusing: nil)
        folder.write(ContentFixtures.comments([ContentFixtures.comment("c1", post: "p2")]), to: "comments/b.json")
        await #expect(throws: ContentError.self) { try await folder.store.load(reusing: first) }
    }

    @Test func changingOnlyTextKeepsTheLoadValid() async throws {
        let folder = ContentSnapshotTests().folder()
        let first = try await folder.store.load(reusing: nil)
        folder.write(
            ContentFixtures.comments([ContentFixtures.comment("c2", post: "p2", author: "Someone else")]),
            to: "comments/b.json")
        let second = try await folder.store.load(reusing: first)
        #expect(second.content.comments.last?.author.name == "Someone else")
    }
}
