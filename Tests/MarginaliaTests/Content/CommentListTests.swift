import Foundation
import MarginaliaModels
import MarginaliaTestSupport
import Testing

@Suite("The comments of a site, kept in parts")
struct CommentListTests {
    static func comment(_ id: Identifier, body: String = "Hi") -> MarginaliaModels.Comment {
        MarginaliaModels.Comment(
            id: id, postId: "p1", author: CommentAuthor(id: "u1", name: "Jane"), body: body, postedAt: TestDates.now)
    }

    static let parts: [[MarginaliaModels.Comment]] = [
        [], [comment("a"), comment("b")], [], [comment("c")], [comment("d"), comment("e"), comment("f")], [],
    ]

    @Test func positionsCountAcrossThePartsAndSkipEmptyOnes() {
        let list = CommentList(parts: Self.parts)
        #expect(list.count == 6)
        #expect(list.indices.map { list[$0].id } == ["a", "b", "c", "d", "e", "f"])
        #expect(list.map(\.id) == ["a", "b", "c", "d", "e", "f"])
        #expect(list.last?.id == "f")
        #expect(Array(list.reversed()).map(\.id) == ["f", "e", "d", "c", "b", "a"])
    }

    @Test func listsAreEqualWhenTheyHoldTheSameCommentsHoweverSplit() {
        let split = CommentList(parts: Self.parts)
        let whole = CommentList(Self.parts.flatMap { $0 })
        #expect(split == whole)
        #expect(split == CommentList(parts: Self.parts))
        #expect(split != CommentList(parts: Self.parts.dropLast(2).map { $0 }))
        var edited = split
        edited[3] = Self.comment("d", body: "Edited")
        #expect(edited != whole)
    }

    @Test func aCommentSetInPlaceChangesItsPartOnly() {
        var list = CommentList(parts: Self.parts)
        list[4] = Self.comment("e", body: "Edited")
        #expect(list.parts[4].map(\.body) == ["Hi", "Edited", "Hi"])
        #expect(list.parts[1] == Self.parts[1])
        #expect(list[4].body == "Edited")
    }

    @Test func anAppendedCommentGoesToTheLastPart() {
        var list = CommentList(parts: Self.parts)
        list.append(Self.comment("g"))
        #expect(list.count == 7)
        #expect(list.parts.count == Self.parts.count)
        #expect(list.parts.last?.map(\.id) == ["g"])
        #expect(list[6].id == "g")
        var empty: CommentList = []
        empty.append(Self.comment("a"))
        #expect(empty.map(\.id) == ["a"])
    }

    @Test func anEmptyListHasNoComments() {
        #expect(CommentList(parts: []).isEmpty)
        #expect(CommentList(parts: [[], []]).isEmpty)
        #expect(CommentList(parts: [[], []]) == [])
    }
}
