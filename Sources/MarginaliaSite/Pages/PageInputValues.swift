import Foundation
import MarginaliaModels

/// A comment shown away from its post: with the post's title and the page of the discussion that
/// shows it, which its link names.
struct LinkedComment: Equatable, Sendable {
    let comment: Comment
    let postTitle: String
    /// The page of the post's discussion that shows the comment.
    let page: Int

    /// The link to the comment from the site's root.
    var link: String { SiteURLs.comment(comment.id, postId: comment.postId, page: page) }
}

/// What the home page shows of a post.
struct PostSummary: Equatable, Sendable, Encodable {
    let post: Post
    let commentCount: Int
    /// The newest post or edit date of its comments.
    let latestActivity: Date?
}

/// What the friends list shows of a friend.
struct FriendSummary: Equatable, Sendable, Encodable {
    let friend: Friend
    let commentCount: Int
}

extension LinkedComment {
    /// `comment` with its post's title and its link in `index`.
    init(_ comment: Comment, in index: ContentIndex) {
        self.init(
            comment: comment, postTitle: index.postsById[comment.postId]?.title ?? "",
            page: index.pagination(of: comment.postId).page(of: comment.id))
    }
}

extension PostSummary {
    /// What the home page shows of the post `id` in `index`; `nil` if `index` does not hold it.
    init?(of id: Identifier, in index: ContentIndex) {
        guard let post = index.postsById[id] else { return nil }
        self.init(
            post: post, commentCount: index.commentsByPost[id]?.count ?? 0,
            latestActivity: index.latestActivity(of: id))
    }
}
