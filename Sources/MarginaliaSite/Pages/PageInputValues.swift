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

// The three lists of page inputs the content index keeps are lists of objects (immutable, so
// `Sendable`): a plan and the next share the entries an edit did not touch, so that the index
// copies a list a reference at a time, and two plans compare an untouched entry by identity,
// not field by field.

/// What the home page shows of a post.
final class PostSummary: Equatable, Sendable, Encodable {
    let post: Post
    let commentCount: Int
    /// The newest post or edit date of its comments.
    let latestActivity: Date?

    init(post: Post, commentCount: Int, latestActivity: Date?) {
        self.post = post
        self.commentCount = commentCount
        self.latestActivity = latestActivity
    }

    static func == (lhs: PostSummary, rhs: PostSummary) -> Bool {
        lhs === rhs
            || (lhs.post == rhs.post && lhs.commentCount == rhs.commentCount
                && lhs.latestActivity == rhs.latestActivity)
    }
}

extension LinkedComment {
    /// `comment` with its post's title and its link in `index`.
    init(_ comment: Comment, in index: ContentIndex) {
        self.init(
            comment: comment, postTitle: index.postsById[comment.postId]?.title ?? "",
            page: index.pagination(of: comment.postId).page(of: comment.id))
    }
}

/// A post, its comments and its reactions, in fixture order: what the post's pages are made from.
final class PostWithComments: Equatable, Sendable {
    let post: Post
    let comments: [Comment]
    let reactions: [Reaction]

    init(post: Post, comments: [Comment], reactions: [Reaction]) {
        self.post = post
        self.comments = comments
        self.reactions = reactions
    }

    static func == (lhs: PostWithComments, rhs: PostWithComments) -> Bool {
        lhs === rhs || (lhs.post == rhs.post && lhs.comments == rhs.comments && lhs.reactions == rhs.reactions)
    }
}

/// A friend and the comments they wrote, in fixture order, with where each is shown: what the
/// friend's page is made from.
final class FriendWithComments: Equatable, Sendable {
    let friend: Friend
    let comments: [Comment]
    let places: CommentPlaces

    init(friend: Friend, comments: [Comment], places: CommentPlaces) {
        self.friend = friend
        self.comments = comments
        self.places = places
    }

    static func == (lhs: FriendWithComments, rhs: FriendWithComments) -> Bool {
        lhs === rhs || (lhs.friend == rhs.friend && lhs.comments == rhs.comments && lhs.places == rhs.places)
    }
}

/// Where comments are shown: each one's post title and the page of its post's discussion that
/// shows it, at the comments' positions. The content index keeps them for each friend's comments.
struct CommentPlaces: Equatable, Sendable {
    let postTitles: [String]
    let pages: [Int]

    init(of comments: [Comment], postsById: PostsById, paginations: [Identifier: PostPagination]) {
        var postTitles: [String] = []
        var pages: [Int] = []
        postTitles.reserveCapacity(comments.count)
        pages.reserveCapacity(comments.count)
        // By position: a comment passed to a closure is copied whole (a retain per field).
        for position in comments.indices {
            let postId = comments[position].postId
            postTitles.append(postsById[postId]?.title ?? "")
            pages.append((paginations[postId] ?? .single).page(of: comments[position].id))
        }
        self.postTitles = postTitles
        self.pages = pages
    }
}
