import Foundation
import MarginaliaModels
import MarginaliaTestSupport
import Testing

@testable import MarginaliaContent

private typealias Comment = MarginaliaModels.Comment

/// The content check shares the comments out in stretches, checked on every core: whatever the
/// stretches, it finds the same problems, in the same order, as one pass over every comment.
@Suite("Content check in stretches")
struct ContentCheckStretchTests {
    private static let author = CommentAuthor(id: "a", name: "A")
    private static let stranger = CommentAuthor(id: "s", name: "S", friendId: "nobody")

    private static func comment(
        _ id: Identifier, on post: Identifier = "p1", replyingTo parent: Identifier? = nil,
        by author: CommentAuthor = author
    ) -> Comment {
        Comment(id: id, postId: post, parentId: parent, author: author, body: "", postedAt: TestDates.now)
    }

    /// Every kind of comment problem, spread over batches of different sizes (empty ones too), so
    /// that stretches start and end inside batches and span several.
    private static let batches: [CommentBatch] = [
        CommentBatch(file: "comments/a.json", comments: [comment("c1"), comment("c2", replyingTo: "c1")]),
        CommentBatch(file: "comments/b.json", comments: []),
        CommentBatch(
            file: "comments/c.json",
            comments: [
                comment("c1"), comment("c3", on: "gone"), comment("c4", replyingTo: "c4"),
                comment("c5", replyingTo: "missing"), comment("bad id"), comment("c6", by: stranger),
            ]),
        CommentBatch(
            file: "comments/d.json",
            comments: [
                comment("c7", on: "p2"), comment("c8", replyingTo: "c7"), comment("c2"),
                comment("c9", replyingTo: "c10"), comment("c10", replyingTo: "c9"),
            ]),
        CommentBatch(file: "comments/e.json", comments: []),
        CommentBatch(
            file: "comments/f.json", comments: (11..<40).map { comment(Identifier("c\($0)")) } + [comment("c1")]),
    ]

    private static func problems(stretchLength: Int) async -> [ContentProblem] {
        let content = SiteContent(
            posts: [
                Post(id: "p1", title: "P1", url: "https://example.org/1", publishedAt: TestDates.now),
                Post(id: "p2", title: "P2", url: "https://example.org/2", publishedAt: TestDates.now),
            ],
            comments: batches.flatMap(\.comments))
        var validator = ContentValidator(content: content, commentBatches: batches)
        validator.stretchLength = stretchLength
        return await validator.problems()
    }

    @Test func oneStretchFindsEveryProblemInOrder() async {
        let found = await Self.problems(stretchLength: 1 << 14)
        #expect(
            found.map(\.description) == [
                #"comments/c.json: [0].id: duplicate id "c1" (first used at comments/a.json: [0])"#,
                #"comments/c.json: [1].postId: postId "gone" names no post in posts.json"#,
                #"comments/c.json: [4].id: id "bad id" cannot be used in a URL: use 1 to 128 letters, digits, '-', '_' or '.', not starting with '.'"#,
                #"comments/c.json: [5].author.friendId: friendId "nobody" names no friend in friends.json"#,
                #"comments/d.json: [2].id: duplicate id "c2" (first used at comments/a.json: [1])"#,
                #"comments/f.json: [29].id: duplicate id "c1" (first used at comments/a.json: [0])"#,
                "comments/c.json: [2].parentId: a comment cannot reply to itself",
                #"comments/c.json: [3].parentId: parentId "missing" names no comment"#,
                #"comments/d.json: [1].parentId: parentId "c7" is a comment on another post ("p2")"#,
                "comments/d.json: [4].parentId: replies form a cycle: c10 → c9 → c10",
            ])
    }

    @Test(arguments: [1, 2, 3, 5, 7, 29, 30])
    func everyStretchLengthFindsTheSame(stretchLength: Int) async {
        let inOnePass = await Self.problems(stretchLength: 1 << 14)
        #expect(await Self.problems(stretchLength: stretchLength) == inOnePass)
    }

    @Test func stretchesCoverEveryCommentOnce() {
        let sizes = [2, 0, 6, 5, 0, 30]
        for length in 1...45 {
            let stretches = ContentValidator.Stretch.all(of: sizes, length: length)
            #expect(stretches.allSatisfy { $0.count <= length && $0.count > 0 })
            let covered = stretches.flatMap { stretch in
                stretch.parts.flatMap { part in part.indices.map { (part.batch, $0) } }
            }
            let all = sizes.enumerated().flatMap { batch, size in (0..<size).map { (batch, $0) } }
            #expect(covered.map(\.0) == all.map(\.0) && covered.map(\.1) == all.map(\.1))
            #expect(
                stretches.map(\.number) == stretches.reduce(into: [0]) { $0.append($0.last! + $1.count) }.dropLast())
        }
    }
}
