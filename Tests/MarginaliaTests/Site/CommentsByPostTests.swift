import Foundation
import MarginaliaModels
import Testing

@testable import MarginaliaSite

/// The index's comments by post: each post's in fixture order, whatever the parts hold, and a
/// part that is all of one post's comments shared rather than copied.
@Suite("Comments by post")
struct CommentsByPostTests {
    private static func comment(_ id: String, on post: String) -> MarginaliaModels.Comment {
        MarginaliaModels.Comment(
            id: Identifier(id), postId: Identifier(post), author: CommentAuthor(id: "a", name: "A"), body: "",
            postedAt: Date(timeIntervalSince1970: 0))
    }

    private static let parts = [
        [comment("c1", on: "p1"), comment("c2", on: "p1")],
        [],
        [comment("c3", on: "p2"), comment("c4", on: "p1"), comment("c5", on: "p2")],
        [comment("c6", on: "p3")],
        [comment("c7", on: "p1")],
        [comment("c8", on: "p4"), comment("c9", on: "p4")],
    ]

    @Test func eachPostHasItsCommentsInFixtureOrder() {
        let list = CommentList(parts: Self.parts)
        let byPost = ContentIndex.byPost(list)
        #expect(byPost == Dictionary(grouping: list, by: \.postId))
        #expect(byPost["p1"]?.map(\.id) == ["c1", "c2", "c4", "c7"])
    }

    @Test func aPartOfOnePostIsShared() {
        let byPost = ContentIndex.byPost(CommentList(parts: Self.parts))
        func storage(_ comments: [MarginaliaModels.Comment]?) -> UnsafeRawPointer? {
            comments?.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        }
        #expect(storage(byPost["p3"]) == storage(Self.parts[3]))
        #expect(storage(byPost["p4"]) == storage(Self.parts[5]))
        #expect(storage(byPost["p1"]) != storage(Self.parts[0]))
    }
}
