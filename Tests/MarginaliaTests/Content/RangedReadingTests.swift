import Foundation
import MarginaliaModels
import Testing

@testable import MarginaliaContent

@Suite("Reading a large comments file a range at a time")
struct RangedReadingTests {
    /// A text whose strings hold quotes, backslashes, commas and brackets, cut anywhere.
    private static let tricky = Array(
        #"[{"a": "x,]}\"y\\"}, [1, 2], "s,\\\"t", {"b": {"c": [3, "\\\\"]}}, "]", 4]   "#.utf8)

    @Test func aCutterFedInChunksCutsWhereOneFedTheWholeTextCuts() {
        let start = Self.tricky.withUnsafeBytes(JSONArraySplitter.contentStart(of:)) ?? 0
        for pieceLength in [1, 5, 12, 100] {
            var whole = JSONArrayCutter(contentStart: start, pieceLength: pieceLength)
            Self.tricky.withUnsafeBytes { whole.scan($0, at: 0) }
            let expected = whole.finish()
            #expect(expected != nil)
            for chunkLength in 1...Self.tricky.count {
                var cutter = JSONArrayCutter(contentStart: start, pieceLength: pieceLength)
                for offset in stride(from: 0, to: Self.tricky.count, by: chunkLength) {
                    let chunk = Array(Self.tricky[offset..<min(offset + chunkLength, Self.tricky.count)])
                    chunk.withUnsafeBytes { cutter.scan($0, at: offset) }
                }
                #expect(cutter.finish() == expected, "chunks of \(chunkLength), pieces of \(pieceLength)")
            }
        }
    }

    @Test func textAfterTheArrayInALaterChunkIsRefused() {
        let text = Array(#"[1, 2]  x"#.utf8)
        var cutter = JSONArrayCutter(contentStart: 1, pieceLength: 1)
        for offset in text.indices { [text[offset]].withUnsafeBytes { cutter.scan($0, at: offset) } }
        #expect(cutter.finish() == nil)
    }

    private func comments(_ count: Int) -> Data {
        let items = (0..<count).map { ContentFixtures.comment("c\($0)", author: #"J\"a\\ne, \#($0 % 7)"#) }
        return Data(ContentFixtures.comments(items).utf8)
    }

    private func files(comments: Data) -> RangeReadingFiles {
        RangeReadingFiles(["/c/posts.json": Data(ContentFixtures.posts.utf8), "/c/comments.json": comments])
    }

    private func store(_ files: RangeReadingFiles, chunk: Int) -> ContentStore {
        var store = ContentStore(directory: "/c", fileSystem: files.fileSystem)
        store.readChunkLength = chunk
        return store
    }

    @Test func aLargeFileIsNeverReadWholeAndGivesTheCommentsOfAWholeRead() async throws {
        let data = comments(400)
        let expected = try await ContentStore(directory: "/c", fileSystem: files(comments: data).fileSystem).load()
        for chunk in [64, 333, 4096] {
            let files = files(comments: data)
            let content = try await store(files, chunk: chunk).load()
            #expect(content.comments == expected.comments)
            #expect(!files.read.whole.contains("/c/comments.json"))
            // A piece ends at the first comma after its length in chunks: one comment more at most.
            #expect(files.read.longestRange < chunk * ContentStore.chunksPerPiece + 200)
            #expect(files.read.longestRange < data.count / 2)
        }
    }

    @Test func aFileThatFitsInOneChunkIsReadOnce() async throws {
        let files = files(comments: comments(3))
        let content = try await store(files, chunk: 1 << 20).load()
        #expect(content.comments.count == 3)
        #expect(!files.read.whole.contains("/c/comments.json"))
    }

    @Test func aProblemInALargeFileIsNamedAsInAWholeRead() async {
        var items = (0..<300).map { ContentFixtures.comment("c\($0)") }
        items[211] = items[211].replacingOccurrences(of: #""postId": "p1""#, with: #""postId": 7.5"#)
        let files = files(comments: Data(ContentFixtures.comments(items).utf8))
        do {
            _ = try await store(files, chunk: 100).load()
            Issue.record("the load should fail")
        } catch {
            #expect(error.problems.map(\.location.jsonPath) == ["[211].postId"])
            #expect(error.problems.first?.location.line == 213)
        }
    }

    /// Foundation accepts one trailing comma (`[a,]`): cut after the second comma of `a, , b`,
    /// the pieces would decode though the whole does not.
    @Test func anEmptyElementAtACutIsAnErrorWhereverTheCutFalls() async {
        var items = (0..<40).map { ContentFixtures.comment("c\($0)") }
        items[20] = String(repeating: " ", count: 300)
        let text = ContentFixtures.comments(items)
        #expect(!(await ContentFixtures.problems(["comments.json": text])).isEmpty)
        for chunk in stride(from: 16, through: 400, by: 3) {
            await #expect(throws: ContentError.self, "chunks of \(chunk)") {
                _ = try await store(files(comments: Data(text.utf8)), chunk: chunk).load()
            }
        }
    }

    @Test func aLargeFileThatIsNotAnArrayIsReportedAsInAWholeRead() async {
        let text = String(repeating: " ", count: 500) + #"{"id": "c1"}"#
        do {
            _ = try await store(files(comments: Data(text.utf8)), chunk: 100).load()
            Issue.record("the load should fail")
        } catch {
            let whole = await ContentFixtures.problems(["comments.json": text])
            #expect(error.problems == whole)
            #expect(!whole.isEmpty)
        }
    }
}
