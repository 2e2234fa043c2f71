import Foundation
import MarginaliaContent
import MarginaliaModels

/// The content arranged the way pages need it: comments grouped by post, the newest activity of
/// each post, and which comments the site feed shows. Built once per build.
package struct ContentIndex: Sendable {
    let content: SiteContent
    /// Each post's comments, in fixture order.
    package let commentsByPost: [Identifier: [Comment]]
    /// The comments of the site-wide feed, newest first.
    let feedComments: [Comment]
    /// The site's reply links, parsed once.
    let replyLinks: ReplyLinkTemplate?
    let postsById: PostsById
    /// The comments each friend wrote (their authors' `friendId`), in fixture order.
    let commentsByFriend: [Identifier: [Comment]]
    /// Each post's reactions, in fixture order.
    let reactionsByPost: [Identifier: [Reaction]]
    /// Every post with its comments and reactions, in `content.posts`' order.
    let postsWithComments: [PostWithComments]
    /// Every friend with their comments and where those are, in `content.friends`' order.
    let friendsWithComments: [FriendWithComments]
    /// How each post's discussion is split into pages (`threadsPerPage`).
    let paginations: [Identifier: PostPagination]
    /// The newest post or edit date of each post's comments (posts without comments have none).
    let latestActivities: [Identifier: Date]
    /// Every friend in a stable order: last name, first name, id.
    let friendsByName: [Friend]
    /// How many comments each friend wrote, at their positions in `friendsByName`.
    let friendCommentCounts: [Int]
    /// Every post with its count and newest activity, most recent activity first, then newest
    /// post, then id.
    let postSummaries: [PostSummary]

    /// The posts and friends each part of `content.comments` names, so that an update reads only
    /// the parts that hold what changed.
    let partKeys: [CommentPartKeys]
    /// How much one sitemap file may hold (`BuildOptions.sitemapLimits`): the build's setting,
    /// carried here to the sitemap's inputs.
    var sitemapLimits = SitemapLimits.sitemapProtocol

    package init(content: SiteContent) {
        let commentsByPost = Self.byPost(content.comments)
        self.init(
            content: content, commentsByPost: commentsByPost,
            paginations: Self.paginations(commentsByPost, threadsPerPage: content.config.threadsPerPage),
            byComments: Self.commentLookups(content))
    }

    /// The same index, made with every core: the posts' paginations (which sort every thread)
    /// side by side, and beside them the lookups that read every comment.
    static func make(content: SiteContent) async -> ContentIndex {
        let commentsByPost = Self.byPost(content.comments)
        async let lookups = commentLookups(content)
        let posts = Array(commentsByPost.keys)
        let share = max(1, (posts.count + parallelTaskCount - 1) / parallelTaskCount)
        let shares = stride(from: 0, to: posts.count, by: share).map { Array(posts[$0..<min($0 + share, posts.count)]) }
        let paginations = await forEachInParallel(shares) { posts in
            posts.map {
                ($0, PostPagination(comments: commentsByPost[$0] ?? [], threadsPerPage: content.config.threadsPerPage))
            }
        }
        return await ContentIndex(
            content: content, commentsByPost: commentsByPost,
            paginations: Dictionary(uniqueKeysWithValues: paginations.joined()), byComments: lookups)
    }

    /// What is found by reading every comment once more: the keys of each part, each friend's
    /// comments and the site feed's.
    private typealias CommentLookups = (partKeys: [CommentPartKeys], byFriend: [Identifier: [Comment]], feed: [Comment])

    private static func commentLookups(_ content: SiteContent) -> CommentLookups {
        (
            content.comments.parts.map(CommentPartKeys.init), byFriend(content.comments.parts),
            newest(content.comments, limit: content.config.feedLimit)
        )
    }

    private init(
        content: SiteContent, commentsByPost: [Identifier: [Comment]], paginations: [Identifier: PostPagination],
        byComments lookups: CommentLookups
    ) {
        self.content = content
        self.commentsByPost = commentsByPost
        self.paginations = paginations
        partKeys = lookups.partKeys
        commentsByFriend = lookups.byFriend
        feedComments = lookups.feed
        postsById = PostsById(content.posts)
        reactionsByPost = Dictionary(grouping: content.reactions, by: \.postId)
        postsWithComments = content.posts.map { [reactionsByPost] in
            PostWithComments(
                post: $0, comments: commentsByPost[$0.id] ?? [], reactions: reactionsByPost[$0.id] ?? [])
        }
        friendsWithComments = Self.friendsWithComments(
            content.friends, lookups.byFriend, postsById: postsById, paginations: paginations)
        replyLinks = ReplyLinkTemplate(content.config.replyLinkTemplate)
        latestActivities = commentsByPost.compactMapValues(Self.latestActivity)
        friendsByName = Self.byName(content.friends)
        friendCommentCounts = Self.commentCounts(of: friendsByName, lookups.byFriend)
        postSummaries = Self.postSummaries(content.posts, commentsByPost: commentsByPost, latestActivities)
    }

    static func paginations(
        _ commentsByPost: [Identifier: [Comment]], threadsPerPage: Int
    ) -> [Identifier: PostPagination] {
        commentsByPost.mapValues { PostPagination(comments: $0, threadsPerPage: threadsPerPage) }
    }

    /// How a post's discussion is split into pages.
    func pagination(of postId: Identifier) -> PostPagination { paginations[postId] ?? .single }

    /// The comments of each friend in `parts`, in order; with `only`, of those friends alone.
    static func byFriend(_ parts: some Sequence<[Comment]>, only friends: Set<Identifier>? = nil)
        -> [Identifier: [Comment]]
    {
        var byFriend: [Identifier: [Comment]] = [:]
        for part in parts {
            // By index: only the author of each comment is looked at.
            for position in part.indices {
                if let friendId = part[position].author.friendId, friends?.contains(friendId) ?? true {
                    byFriend[friendId, default: []].append(part[position])
                }
            }
        }
        return byFriend
    }

    /// The friends who wrote a comment on one of `posts`, in `commentsByPost`.
    static func friends(
        commentingOn posts: some Sequence<Identifier>, in commentsByPost: [Identifier: [Comment]]
    ) -> Set<Identifier> {
        var friends = Set<Identifier>()
        for post in posts {
            let comments = commentsByPost[post] ?? []
            // By index: only the author of each comment is looked at.
            for position in comments.indices {
                if let friend = comments[position].author.friendId { friends.insert(friend) }
            }
        }
        return friends
    }

    /// Each post's comments, in fixture order. A part of the list (a file's comments) that holds
    /// all of one post's comments is shared, not copied: with a file per post, every part is.
    static func byPost(_ comments: CommentList) -> [Identifier: [Comment]] {
        var byPost: [Identifier: [Comment]] = [:]
        for part in comments.parts where !part.isEmpty {
            let postId = part[0].postId
            // By position: no retain and release of each comment.
            if part.indices.allSatisfy({ part[$0].postId == postId }) {
                byPost[postId] = byPost[postId].map { $0 + part } ?? part
            } else {
                for position in part.indices { byPost[part[position].postId, default: []].append(part[position]) }
            }
        }
        return byPost
    }

    /// The `limit` newest comments, newest first (ties broken by id, so builds are reproducible).
    /// One pass that keeps the newest so far, rather than sorting everything: a site feed shows
    /// 50 of maybe 100,000 comments.
    static func newest(_ comments: CommentList, limit: Int) -> [Comment] {
        newest(inParts: comments.parts, limit: limit)
    }

    static func newest(_ comments: [Comment], limit: Int) -> [Comment] {
        newest(positionsIn: comments, limit: limit).map { comments[$0] }
    }

    /// The positions in `comments` of the `limit` newest, in the order `newest(_:limit:)` gives.
    static func newest(positionsIn comments: [Comment], limit: Int) -> [Int] {
        guard limit > 0 else { return [] }
        var newest: [Int] = []
        newest.reserveCapacity(limit + 1)
        for position in comments.indices {
            if newest.count == limit, let last = newest.last, !isNewer(comments[position], comments[last]) { continue }
            // After the ones it is not newer than, so that equal keys keep their order, as a stable sort does.
            let place = newest.firstIndex { isNewer(comments[position], comments[$0]) } ?? newest.endIndex
            newest.insert(position, at: place)
            if newest.count > limit { newest.removeLast() }
        }
        return newest
    }

    private static func newest(inParts parts: some Sequence<[Comment]>, limit: Int) -> [Comment] {
        guard limit > 0 else { return [] }
        var newest: [Comment] = []
        newest.reserveCapacity(limit + 1)
        for part in parts {
            // By index: a comment is copied only when it is kept, not to be compared.
            for position in part.indices {
                if newest.count == limit, let last = newest.last, !isNewer(part[position], last) { continue }
                // After the ones it is not newer than, so that equal keys keep their order, as a stable sort does.
                let place = newest.firstIndex { isNewer(part[position], $0) } ?? newest.endIndex
                newest.insert(part[position], at: place)
                if newest.count > limit { newest.removeLast() }
            }
        }
        return newest
    }

    /// Whether `lhs` comes before `rhs` in the site feed.
    static func isNewer(_ lhs: Comment, _ rhs: Comment) -> Bool { (lhs.postedAt, lhs.id) > (rhs.postedAt, rhs.id) }

    /// The newest post or edit date of `comments`.
    static func latestActivity(of comments: [Comment]) -> Date? {
        comments.map { max($0.postedAt, $0.editedAt ?? $0.postedAt) }.max()
    }
}
