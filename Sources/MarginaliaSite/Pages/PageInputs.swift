import Foundation
import MarginaliaModels

/// What one page is made from, besides what every page of a build shares (the site settings, the
/// templates, the Markdown renderer, the reference date and the avatars): the one definition of a
/// page's inputs.
///
/// Three things follow it. `PageRenderer` renders a page from its inputs; a full build keeps a
/// page whose inputs have the fingerprint they had in the last build (`PageReuse`); `serve`
/// renders again the pages whose inputs differ from the last build's (`PageChanges`). A field
/// that a page shows reaches all three by being part of a value held here.
///
/// What follows from these inputs and the settings alone (how a post's discussion is split into
/// pages, the link to each comment) is read from `ContentIndex`, which computes it once.
enum PageInputs: Equatable, Sendable {
    /// Every page of a post's discussion, its comment feed and its embeddable thread: the post
    /// and its comments, in fixture order.
    case post(Post, comments: [Comment])
    /// A friend's page: the friend and the comments they wrote, in fixture order.
    case friend(Friend, comments: [LinkedComment])
    /// The friends list: every friend in name order, with how many comments each wrote.
    case friendsList([FriendSummary])
    /// The home page: every post's summary, most recent activity first.
    case home([PostSummary])
    /// The site feed: the newest comments, newest first.
    case siteFeed([LinkedComment])
    /// The sitemap: the path of every page it lists.
    case sitemap(paths: [String])
    /// The not-found page, made from the shared inputs alone.
    case notFound

    /// A comment shown away from its post: with the post's title and the link to the comment
    /// (which names the page of the discussion that shows it).
    struct LinkedComment: Equatable, Sendable {
        let comment: Comment
        let postTitle: String
        /// From the site's root (`ContentIndex.link(to:)`).
        let link: String
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
}

extension PageInputs {
    /// The inputs of `page` in `index`; `nil` for a post or friend that `index` does not hold.
    init?(_ page: SitePage, in index: ContentIndex) {
        switch page {
        case .post(let id):
            guard let post = index.postsById[id] else { return nil }
            self = .post(post, comments: index.commentsByPost[id] ?? [])
        case .friend(let id):
            guard let friend = index.friendsById[id] else { return nil }
            self = .friend(friend, comments: (index.commentsByFriend[id] ?? []).map { LinkedComment($0, in: index) })
        case .friendsList:
            self = .friendsList(
                index.friendsByName.map {
                    FriendSummary(friend: $0, commentCount: index.commentsByFriend[$0.id]?.count ?? 0)
                })
        case .home:
            self = .home(index.postsByActivity.compactMap { PostSummary(of: $0.id, in: index) })
        case .siteFeed:
            self = .siteFeed(index.feedComments.map { LinkedComment($0, in: index) })
        case .sitemap:
            self = .sitemap(paths: Self.sitemapPaths(in: index))
        case .notFound:
            self = .notFound
        }
    }

    /// The pages the sitemap lists: the home page, the friends list, every page of every post's
    /// discussion and every friend's page.
    private static func sitemapPaths(in index: ContentIndex) -> [String] {
        [SiteURLs.homePage, SiteURLs.friendsPage]
            + index.content.posts.flatMap { post in
                (1...index.pagination(of: post.id).pageCount).map { SiteURLs.postPage(post.id, page: $0) }
            }
            + index.content.friends.map { SiteURLs.friendPage($0.id) }
    }
}

extension PageInputs.LinkedComment {
    /// `comment` with its post's title and its link in `index`.
    init(_ comment: Comment, in index: ContentIndex) {
        self.init(
            comment: comment, postTitle: index.postsById[comment.postId]?.title ?? "", link: index.link(to: comment))
    }
}

extension PageInputs.PostSummary {
    /// What the home page shows of the post `id` in `index`; `nil` if `index` does not hold it.
    init?(of id: Identifier, in index: ContentIndex) {
        guard let post = index.postsById[id] else { return nil }
        self.init(
            post: post, commentCount: index.commentsByPost[id]?.count ?? 0,
            latestActivity: index.latestActivity(of: id))
    }
}
