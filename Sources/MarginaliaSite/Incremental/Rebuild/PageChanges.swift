import Foundation
import MarginaliaModels

/// Which pages must be rendered again when the content changes from one build to the next, with
/// the site configuration and templates unchanged (when those change, every page is rendered).
///
/// Each rule names exactly what a page is made from (see `ViewModelFactory` and `PageRenderer`):
/// a post's page and feed from the post and its comments; a friend's page from the friend, their
/// comments and the titles of the posts those are on; the friends list from all friends in order
/// and how many comments each wrote; the home page from every post's summary; the site
/// feed from the newest comments, their posts' titles and their links; the sitemap from the ids of
/// posts and friends and how many pages each post has. A post's pages are rendered together, and
/// only the files whose text changed are written. The 404 page depends on the configuration only.
enum PageChanges {
    /// The pages to render again. `affectedPosts`, if given, are the only posts whose comments
    /// may have changed (those of the comment files read again); `nil` compares every post.
    static func pages(from old: ContentIndex, to new: ContentIndex, affectedPosts: Set<Identifier>? = nil) -> Set<
        SitePage
    > {
        var pages = Set<SitePage>()
        let postsChanged = old.content.posts != new.content.posts
        let candidates = postsChanged || affectedPosts == nil ? new.content.posts.map(\.id) : Array(affectedPosts ?? [])
        for id in candidates
        where new.postsById[id] != nil
            && (old.postsById[id] != new.postsById[id] || old.commentsByPost[id] != new.commentsByPost[id])
        {
            pages.insert(.post(id))
        }
        if old.content.friends != new.content.friends {
            for friend in new.content.friends where old.friendsById[friend.id] != friend {
                pages.insert(.friend(friend.id))
            }
            if old.friendsByName != new.friendsByName { pages.insert(.friendsList) }
        }
        for friend in new.content.friends
        where friendComments(of: friend.id, in: old) != friendComments(of: friend.id, in: new) {
            pages.insert(.friend(friend.id))
            if old.commentsByFriend[friend.id]?.count != new.commentsByFriend[friend.id]?.count {
                pages.insert(.friendsList)
            }
        }
        let homeChanged =
            postsChanged || affectedPosts == nil
            ? homeSummary(old) != homeSummary(new)
            : candidates.contains { summary(of: $0, in: old) != summary(of: $0, in: new) }
        if homeChanged { pages.insert(.home) }
        if feedSummary(old) != feedSummary(new) {
            pages.insert(.siteFeed)
        }
        if old.content.posts.map(\.id) != new.content.posts.map(\.id)
            || old.content.friends.map(\.id) != new.content.friends.map(\.id)
            || old.paginations.mapValues(\.pageCount) != new.paginations.mapValues(\.pageCount)
        {
            pages.insert(.sitemap)
        }
        return pages
    }

    /// What the home page shows of each post, in its order.
    private struct PostSummary: Equatable {
        let post: Post
        let commentCount: Int
        let latestActivity: Date?
    }

    private static func homeSummary(_ index: ContentIndex) -> [PostSummary] {
        index.postsByActivity.map {
            PostSummary(
                post: $0, commentCount: index.commentsByPost[$0.id]?.count ?? 0,
                latestActivity: index.latestActivity(of: $0.id))
        }
    }

    /// What the home page shows of one post (its place follows from its latest activity).
    private static func summary(of id: Identifier, in index: ContentIndex) -> PostSummary? {
        index.postsById[id].map {
            PostSummary(
                post: $0, commentCount: index.commentsByPost[id]?.count ?? 0,
                latestActivity: index.latestActivity(of: id))
        }
    }

    /// What a friend's page shows of their comments: each comment and its post's title.
    private static func friendComments(of id: Identifier, in index: ContentIndex) -> [Pair] {
        (index.commentsByFriend[id] ?? []).map { pair($0, in: index) }
    }

    /// The site feed's comments and the titles of their posts.
    private static func feedSummary(_ index: ContentIndex) -> [Pair] {
        index.feedComments.map { pair($0, in: index) }
    }

    /// A comment, its post's title and the link to it (which names its page).
    private static func pair(_ comment: Comment, in index: ContentIndex) -> Pair {
        Pair(comment: comment, postTitle: index.postsById[comment.postId]?.title, link: index.link(to: comment))
    }

    private struct Pair: Equatable {
        let comment: Comment
        let postTitle: String?
        let link: String
    }
}
