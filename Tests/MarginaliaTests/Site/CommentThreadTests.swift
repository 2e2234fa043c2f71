import Foundation
import MarginaliaModels
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@testable import MarginaliaSite

@Suite("Comment threads")
struct CommentThreadTests {
    private func comment(_ id: Int, parent: Int?, minute: Int) -> MarginaliaModels.Comment {
        MarginaliaModels.Comment(
            id: Identifier("c\(id)"), postId: "p", parentId: parent.map { Identifier("c\($0)") },
            author: CommentAuthor(id: Identifier("u\(id)"), name: "Author \(id)"), body: "",
            postedAt: TestDates.ago(minutes: Double(100_000 - minute))
        )
    }

    private func threads(_ comments: [MarginaliaModels.Comment]) -> [CommentCellViewModel] {
        CommentThreadBuilder(
            comments: comments, bodies: comments.map { _ in .empty }, postId: "p", replyLinks: nil,
            dates: TestDates.utc,
            avatarSource: { url, _ in url }, friendURL: { $1 + "friends/\($0)/" }, rootPath: { _ in "../../" }
        ).threads()
    }

    @Test func repliesNestUnderTheirParentsOldestFirst() {
        let cells = threads([
            comment(3, parent: 1, minute: 3), comment(1, parent: nil, minute: 1), comment(2, parent: 1, minute: 2),
            comment(4, parent: nil, minute: 4),
        ])
        #expect(cells.map(\.id) == ["c1", "c4"])
        #expect(cells[0].replies.map(\.id) == ["c2", "c3"])
        #expect(cells[0].replies[0].depth == 1)
        #expect(cells[0].replies[0].inReplyTo?.permalink == "#comment-c1")
        #expect(cells[0].replies[0].inReplyTo?.authorName == "Author 1")
    }

    @Test func deepChainsAreFlattenedBelowTheMaximumDepth() {
        let chain = (0..<10_000).map { comment($0, parent: $0 == 0 ? nil : $0 - 1, minute: $0) }
        let cells = threads(chain)
        var cell = cells[0]
        var depth = 0
        while let next = cell.replies.first, next.depth > cell.depth, next.hasReplies {
            cell = next
            depth += 1
        }
        #expect(depth == CommentThreadBuilder.maximumDepth)
        #expect(cell.replies.count == 10_000 - 1 - CommentThreadBuilder.maximumDepth)
        #expect(cell.replies.allSatisfy { !$0.hasReplies && $0.depth == CommentThreadBuilder.maximumDepth + 1 })
        #expect(cell.replies.map(\.id).prefix(2) == ["c6", "c7"])
        #expect(cell.replies[1].inReplyTo?.permalink == "#comment-c6")
    }
}
