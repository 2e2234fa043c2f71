import Foundation
import Testing

@testable import MarginaliaContent

@Suite("Decoding a large comments file in pieces")
struct ParallelDecodingTests {
    private func pieces(_ text: String, count: Int) -> [String]? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { buffer in
            JSONArraySplitter.pieces(of: buffer, count: count)?.map { String(decoding: bytes[$0], as: UTF8.self) }
        }
    }

    @Test func cutsOnlyBetweenTopLevelElements() {
        let text = #"[{"a": "x,]}\"y"}, [1, 2], "s,t", {"b": {"c": [3]}}]"#
        let cut = pieces(text, count: 100)
        #expect(cut == [#"{"a": "x,]}\"y"}"#, " [1, 2]", #" "s,t""#, #" {"b": {"c": [3]}}"#])
        #expect(pieces(text, count: 1) == [String(text.dropFirst().dropLast())])
        #expect(pieces(text, count: 2)?.count == 2)
    }

    @Test func leavesNonArraysAlone() {
        #expect(pieces(#"{"a": 1}"#, count: 2) == nil)
        #expect(pieces("[1, 2", count: 2) == nil)
        #expect(pieces("", count: 2) == nil)
    }

    private func store(_ comments: [String]) -> ContentStore {
        let files = [
            "/c/posts.json": Data(ContentFixtures.posts.utf8),
            "/c/comments.json": Data(ContentFixtures.comments(comments).utf8),
        ]
        return ContentStore(directory: "/c", fileSystem: .memory(files), parallelDecodingThreshold: 1)
    }

    @Test func decodesEveryCommentInOrder() async throws {
        let ids = (0..<500).map { "c\($0)" }
        let content = try await store(ids.map { ContentFixtures.comment($0) }).load()
        #expect(content.comments.map(\.id.rawValue) == ids)
    }

    @Test func anErrorInOnePieceIsReportedForTheWholeFile() async {
        var comments = (0..<500).map { ContentFixtures.comment("c\($0)") }
        comments[321] = comments[321].replacingOccurrences(of: #""postId": "p1""#, with: #""postId": 7.5"#)
        do {
            _ = try await store(comments).load()
            Issue.record("the load should fail")
        } catch {
            #expect(error.problems.map(\.location.jsonPath) == ["[321].postId"])
            #expect(error.problems.first?.location.line == 323)
        }
    }
}
