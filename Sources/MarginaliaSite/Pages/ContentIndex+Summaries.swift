import Foundation
import MarginaliaModels

/// What the home page, the friends list and the friends' pages show: made for every post or friend once, and after
/// a change to some comments updated for the posts and friends whose comments changed.
extension ContentIndex {
    /// Each of `friends` with their comments and where those are.
    static func friendsWithComments(
        _ friends: [Friend], _ commentsByFriend: [Identifier: [Comment]], postsById: PostsById,
        paginations: [Identifier: PostPagination]
    ) -> [FriendWithComments] {
        friends.map { friendWithComments($0, commentsByFriend, postsById: postsById, paginations: paginations) }
    }

    /// `friend` with their comments and where those are.
    static func friendWithComments(
        _ friend: Friend, _ commentsByFriend: [Identifier: [Comment]], postsById: PostsById,
        paginations: [Identifier: PostPagination]
    ) -> FriendWithComments {
        let comments = commentsByFriend[friend.id] ?? []
        return FriendWithComments(
            friend: friend, comments: comments,
            places: CommentPlaces(of: comments, postsById: postsById, paginations: paginations))
    }

    /// `friends` in a stable order: last name, first name, id.
    static func byName(_ friends: [Friend]) -> [Friend] {
        // Each friend's key is made once, not twice per comparison.
        friends
            .map { (key: ($0.lastName.lowercased(), $0.firstName.lowercased(), $0.id), friend: $0) }
            .sorted { $0.key < $1.key }
            .map(\.friend)
    }

    /// How many comments each of `friends` wrote, at their positions.
    static func commentCounts(of friends: [Friend], _ commentsByFriend: [Identifier: [Comment]]) -> [Int] {
        friends.map { commentsByFriend[$0.id]?.count ?? 0 }
    }

    /// `previous`'s counts with those of the `changed` friends taken again from `commentsByFriend`.
    static func commentCounts(
        updating previous: ContentIndex, _ changed: Set<Identifier>, _ commentsByFriend: [Identifier: [Comment]]
    ) -> [Int] {
        guard !changed.isEmpty else { return previous.friendCommentCounts }
        var counts = previous.friendCommentCounts
        let friends = previous.friendsByName
        for position in friends.indices where changed.contains(friends[position].id) {
            counts[position] = commentsByFriend[friends[position].id]?.count ?? 0
        }
        return counts
    }

    /// Every post's summary, most recent activity first, then newest post, then id.
    static func postSummaries(
        _ posts: [Post], commentsByPost: [Identifier: [Comment]], _ latestActivities: [Identifier: Date]
    ) -> [PostSummary] {
        posts
            .map { summary(of: $0, commentsByPost, latestActivities) }
            .sorted(by: isBefore)
    }

    /// `previous` with the summaries of the `affected` posts made again and put in their places.
    static func postSummaries(
        updating previous: [PostSummary], _ affected: Set<Identifier>, _ commentsByPost: [Identifier: [Comment]],
        _ latestActivities: [Identifier: Date]
    ) -> [PostSummary] {
        guard !affected.isEmpty else { return previous }
        var summaries = previous
        var moved: [PostSummary] = []
        summaries.removeAll { summary in
            guard affected.contains(summary.post.id) else { return false }
            moved.append(Self.summary(of: summary.post, commentsByPost, latestActivities))
            return true
        }
        for summary in moved {
            // The first place whose summary does not come before it: the list stays sorted.
            var low = summaries.startIndex
            var high = summaries.endIndex
            while low < high {
                let middle = low + (high - low) / 2
                if isBefore(summaries[middle], summary) { low = middle + 1 } else { high = middle }
            }
            summaries.insert(summary, at: low)
        }
        return summaries
    }

    private static func summary(
        of post: Post, _ commentsByPost: [Identifier: [Comment]], _ latestActivities: [Identifier: Date]
    ) -> PostSummary {
        PostSummary(
            post: post, commentCount: commentsByPost[post.id]?.count ?? 0, latestActivity: latestActivities[post.id])
    }

    /// Whether `lhs` comes before `rhs` on the home page.
    private static func isBefore(_ lhs: PostSummary, _ rhs: PostSummary) -> Bool {
        (lhs.latestActivity ?? lhs.post.publishedAt, lhs.post.id) > (
            rhs.latestActivity ?? rhs.post.publishedAt, rhs.post.id
        )
    }
}
