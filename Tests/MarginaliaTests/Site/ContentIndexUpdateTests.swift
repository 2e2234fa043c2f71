import Foundation
import MarginaliaModels
import MarginaliaTestSupport
import Testing

@testable import MarginaliaSite

/// `ContentIndex(content:updating:affectedPosts:)` reads only the parts of the content a change
/// touched; whatever the change, it must give the index a build from scratch gives.
@Suite("Updating the content index after a change to one comment file")
struct ContentIndexUpdateTests {
    /// A number below `bound` from a seeded generator, so that a failing seed can be run again.
    static func pick(_ bound: Int, _ random: inout SplitMix) -> Int { Int.random(in: 0..<bound, using: &random) }

    static let posts = (0..<6).map {
        Post(
            id: Identifier("p\($0)"), title: "Post \($0)", url: "https://e.org/\($0)",
            publishedAt: TestDates.ago(days: 90))
    }
    static let friends = (0..<4).map { Friend(id: Identifier("f\($0)"), firstName: "F\($0)", lastName: "L") }

    static func comment(_ number: Int, post: Int, friend: Int?, hoursAgo: Int, body: String = "Hi")
        -> MarginaliaModels.Comment
    {
        MarginaliaModels.Comment(
            id: Identifier("c\(number)"), postId: Identifier("p\(post)"),
            author: CommentAuthor(
                id: Identifier("u\(number % 7)"), name: "Someone", friendId: friend.map { Identifier("f\($0)") }),
            body: body, postedAt: TestDates.ago(hours: Double(hoursAgo)))
    }

    /// Five parts of comments on random posts by random authors, some of them friends.
    static func parts(_ random: inout SplitMix) -> [[MarginaliaModels.Comment]] {
        var number = 0
        return (0..<5).map { _ in
            (0..<Self.pick(12, &random)).map { _ in
                number += 1
                let friend = Self.pick(3, &random) == 0 ? Self.pick(4, &random) : nil
                return comment(number, post: pick(6, &random), friend: friend, hoursAgo: pick(500, &random))
            }
        }
    }

    /// One part changed the way an editor changes a file: an edit, a removal, a new comment,
    /// a comment made much older or newer, or a friend added to an author.
    static func change(_ part: [MarginaliaModels.Comment], _ random: inout SplitMix) -> [MarginaliaModels.Comment] {
        var part = part
        let kind = Self.pick(5, &random)
        if part.isEmpty || kind == 2 {
            let number = 1_000 + pick(1_000, &random)
            part.append(comment(number, post: pick(6, &random), friend: pick(4, &random), hoursAgo: 0))
            return part
        }
        let position = Self.pick(part.count, &random)
        let old = part[position]
        let number = Int(old.id.rawValue.dropFirst())!
        let post = Int(old.postId.rawValue.dropFirst())!
        switch kind {
        case 0: part[position] = comment(number, post: post, friend: nil, hoursAgo: 3, body: "Edited")
        case 1: part.remove(at: position)
        case 3: part[position] = comment(number, post: post, friend: nil, hoursAgo: 10_000)
        default: part[position] = comment(number, post: post, friend: Self.pick(4, &random), hoursAgo: 1)
        }
        return part
    }

    func expectSame(_ updated: ContentIndex, _ fresh: ContentIndex) {
        #expect(updated.commentsByPost == fresh.commentsByPost)
        #expect(updated.commentsByFriend == fresh.commentsByFriend)
        #expect(updated.feedComments.map(\.id) == fresh.feedComments.map(\.id))
        #expect(updated.paginations == fresh.paginations)
        #expect(updated.partKeys.map(\.posts) == fresh.partKeys.map(\.posts))
        #expect(updated.partKeys.map(\.friends) == fresh.partKeys.map(\.friends))
        #expect(updated.postsById == fresh.postsById)
        #expect(updated.latestActivities == fresh.latestActivities)
        #expect(updated.friendsByName == fresh.friendsByName)
        #expect(updated.friendCommentCounts == fresh.friendCommentCounts)
        #expect(updated.postSummaries == fresh.postSummaries)
        #expect(updated.postsWithComments == fresh.postsWithComments)
        #expect(updated.friendsWithComments == fresh.friendsWithComments)
    }

    @Test(arguments: 0..<60)
    func anUpdateGivesTheIndexOfABuildFromScratch(seed: Int) {
        var random = SplitMix(seed: UInt64(seed))
        var config = SiteConfig()
        config.feedLimit = [3, 8, 50][seed % 3]
        let parts = Self.parts(&random)
        let old = SiteContent(
            config: config, posts: Self.posts, comments: CommentList(parts: parts), friends: Self.friends)
        var changedParts = parts
        let changed = Self.pick(parts.count, &random)
        changedParts[changed] = Self.change(parts[changed], &random)
        var new = old
        new.comments = CommentList(parts: changedParts)
        let affected = Set((parts[changed] + changedParts[changed]).map(\.postId))

        let updated = ContentIndex(content: new, updating: ContentIndex(content: old), affectedPosts: affected)
        expectSame(updated, ContentIndex(content: new))
    }

    @Test(arguments: 0..<10)
    func theIndexMadeWithEveryCoreIsTheIndexMadeInOrder(seed: Int) async {
        var random = SplitMix(seed: UInt64(seed))
        var config = SiteConfig()
        config.threadsPerPage = [1, 2, 50][seed % 3]
        let content = SiteContent(
            config: config, posts: Self.posts, comments: CommentList(parts: Self.parts(&random)), friends: Self.friends)
        expectSame(await ContentIndex.make(content: content), ContentIndex(content: content))
    }

    @Test func theFeedIsGatheredAgainWhenAnEditPushesItsCommentOut() {
        // Three comments in a feed of two: making the newest one old brings back the third, which
        // the previous feed did not hold.
        let parts = [
            [Self.comment(1, post: 0, friend: nil, hoursAgo: 1)],
            [Self.comment(2, post: 1, friend: nil, hoursAgo: 2)],
            [Self.comment(3, post: 2, friend: nil, hoursAgo: 3)],
        ]
        var config = SiteConfig()
        config.feedLimit = 2
        let old = SiteContent(config: config, posts: Self.posts, comments: CommentList(parts: parts), friends: [])
        var new = old
        new.comments = CommentList(parts: [[Self.comment(1, post: 0, friend: nil, hoursAgo: 900)], parts[1], parts[2]])

        let updated = ContentIndex(content: new, updating: ContentIndex(content: old), affectedPosts: ["p0"])
        #expect(updated.feedComments.map(\.id) == ["c2", "c3"])
        expectSame(updated, ContentIndex(content: new))
    }
}
