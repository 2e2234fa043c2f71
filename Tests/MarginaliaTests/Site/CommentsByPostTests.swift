import Foundation
import MarginaliaModels
import Testing

@testable import MarginaliaSite

/// The index's comments by post: each post's in fixture order, whatever the parts hold, and a
/// part that is all of one post's comments shared rather than copied.
@Suite("Comments by post")
struct CommentsByPostTests {
    private static let parts: [[MarginaliaModels.Comment]] = [
        [.minimal("c1", on: "p1"), .minimal("c2", on: "p1")],
        [],
        [.minimal("c3", on: "p2"), .minimal("c4", on: "p1"), .minimal("c5", on: "p2")],
        [.minimal("c6", on: "p3")],
        [.minimal("c7", on: "p1")],
        [.minimal("c8", on: "p4"), .minimal("c9", on: "p4")],
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
