import Foundation
import MarginaliaContent
import MarginaliaModels
import Testing

/// `reactions/<postId>.json`: likes, reposts and bookmarks, loaded and checked like comments.
@Suite("Loading reactions")
struct ReactionStoreTests {
    static func reaction(_ id: String, post: String = "p1", kind: String = "like") -> String {
        #"{"id": "\#(id)", "postId": "\#(post)", "kind": "\#(kind)", "author": {"name": "Bo", "url": "https://bo.example/", "photo": "https://bo.example/bo.png"}, "url": "https://social.example/@bo/1", "publishedAt": "2026-11-20T10:02:11Z"}"#
    }

    static func file(_ records: String...) -> String {
        "[\n  " + records.joined(separator: ",\n  ") + "\n]\n"
    }

    @Test func reactionsAreReadFromTheirFolderInNameOrder() async throws {
        let content = try await ContentFixtures.store([
            "reactions/p2.json": Self.file(Self.reaction("r3", post: "p2", kind: "bookmark")),
            "reactions/p1.json": Self.file(Self.reaction("r1"), Self.reaction("r2", kind: "repost")),
        ]).load()
        #expect(content.reactions.map(\.id) == ["r1", "r2", "r3"])
        #expect(content.reactions.map(\.kind) == [.like, .repost, .bookmark])
        #expect(
            content.reactions.first
                == Reaction(
                    id: "r1", postId: "p1", kind: .like,
                    author: ReactionAuthor(name: "Bo", url: "https://bo.example/", photo: "https://bo.example/bo.png"),
                    url: "https://social.example/@bo/1", publishedAt: Date(timeIntervalSince1970: 1_795_168_931)))
    }

    @Test func aReactionOnAnUnknownPostIsAnErrorWithItsPlace() async {
        let problems = await ContentFixtures.problems([
            "reactions/p1.json": Self.file(Self.reaction("r1"), Self.reaction("r2", post: "gone"), Self.reaction("r1"))
        ])
        #expect(
            problems.map(\.description).contains(
                "reactions/p1.json:3:26: [1].postId: postId \"gone\" names no post in posts.json"))
        #expect(
            problems.map(\.kind).contains(
                .duplicateId("r1", first: SourceLocation(file: "reactions/p1.json", jsonPath: "[0].id"))))
    }

    @Test func anUnknownKindIsAnErrorWithItsPlace() async {
        let problems = await ContentFixtures.problems([
            "reactions/p1.json": Self.file(Self.reaction("r1", kind: "zap"))
        ])
        #expect(problems.count == 1)
        #expect(problems.first?.location.file == "reactions/p1.json")
        #expect(problems.first?.location.jsonPath == "[0].kind")
        #expect(problems.first?.location.line == 2)
    }

    @Test func aReactionsFileInPlaceOfTheFolderIsAnError() async {
        let problems = await ContentFixtures.problems(["reactions": "[]"])
        #expect(problems.first?.location.file == "reactions/")
    }
}
