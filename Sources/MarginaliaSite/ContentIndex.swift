import Foundation
import MarginaliaModels

/// The content arranged the way pages need it: comments grouped by post, the newest activity of
/// each post, and which comments the site feed shows. Built once per build.
struct ContentIndex: Sendable {
    let content: SiteContent
    /// Each post's comments, in fixture order.
    let commentsByPost: [Identifier: [Comment]]
    /// The comments of the site-wide feed, newest first.
    let feedComments: [Comment]
    /// The site's reply links, parsed once.
    let replyLinks: ReplyLinkTemplate?
    let postsById: [Identifier: Post]
    let friendsById: [Identifier: Friend]

    init(content: SiteContent) {
        self.content = content
        commentsByPost = Dictionary(grouping: content.comments, by: \.postId)
        postsById = Dictionary(content.posts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        friendsById = Dictionary(content.friends.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        feedComments = Self.newest(content.comments, limit: content.config.feedLimit)
        replyLinks = ReplyLinkTemplate(content.config.replyURLTemplate)
    }

    /// The `limit` newest comments, newest first (ties broken by id, so builds are reproducible).
    static func newest(_ comments: [Comment], limit: Int) -> [Comment] {
        Array(comments.sorted { ($0.postedAt, $0.id) > ($1.postedAt, $1.id) }.prefix(limit))
    }

    /// The newest post or edit date on a post's comments.
    func latestActivity(of postId: Identifier) -> Date? {
        commentsByPost[postId]?.map { max($0.postedAt, $0.editedAt ?? $0.postedAt) }.max()
    }

    /// Posts for the home page: most recent activity first, then newest post, then id.
    var postsByActivity: [Post] {
        content.posts.sorted { lhs, rhs in
            let left = latestActivity(of: lhs.id) ?? lhs.publishedAt
            let right = latestActivity(of: rhs.id) ?? rhs.publishedAt
            return (left, lhs.id) > (right, rhs.id)
        }
    }

    /// Friends in a stable order: last name, first name, id.
    var friendsByName: [Friend] {
        content.friends.sorted {
            ($0.lastName.lowercased(), $0.firstName.lowercased(), $0.id) < ($1.lastName.lowercased(), $1.firstName.lowercased(), $1.id)
        }
    }
}
