import Foundation
import MarginaliaModels
import Testing

@testable import MarginaliaSite

@Suite("Splitting a discussion into pages")
struct PostPaginationTests {
    private func comment(_ id: String, parent: String? = nil, minute: Int) -> MarginaliaModels.Comment {
        MarginaliaModels.Comment(
            id: Identifier(id), postId: "p", parentId: parent.map { Identifier($0) },
            author: CommentAuthor(id: "u", name: "U"),
            body: "", postedAt: Date(timeIntervalSince1970: Double(minute * 60))
        )
    }

    @Test func threadsAreNeverSplitAndGoOnPagesOldestFirst() {
        // Roots by date: a (0), b (1), c (2), d (3), e (4); replies come later but stay with their root.
        let comments = [
            comment("e", minute: 4), comment("a", minute: 0), comment("c", minute: 2), comment("b", minute: 1),
            comment("d", minute: 3),
            comment("a1", parent: "a", minute: 50), comment("a2", parent: "a1", minute: 60),
            comment("d1", parent: "d", minute: 5),
            comment("e1", parent: "e", minute: 70), comment("e2", parent: "e1", minute: 71),
        ]
        let pages = PostPagination(comments: comments, threadsPerPage: 2)
        #expect(pages.pageCount == 3)
        let expected: [String: Int] = [
            "a": 1, "a1": 1, "a2": 1, "b": 1, "c": 2, "d": 2, "d1": 2, "e": 3, "e1": 3, "e2": 3,
        ]
        for (id, page) in expected { #expect(pages.page(of: Identifier(id)) == page, "\(id)") }
    }

    @Test("page counts", arguments: [(0, 1), (1, 1), (50, 1), (51, 2), (100, 2), (101, 3)])
    func pageCount(threads: Int, pages: Int) {
        let comments = (0..<threads).map { comment("c\($0)", minute: $0) }
        #expect(PostPagination(comments: comments, threadsPerPage: 50).pageCount == pages)
    }

    @Test func sameInstantThreadsAreOrderedById() {
        let comments = [comment("b", minute: 0), comment("a", minute: 0)]
        let pages = PostPagination(comments: comments, threadsPerPage: 1)
        #expect(pages.page(of: "a") == 1)
        #expect(pages.page(of: "b") == 2)
    }
}
