import MarginaliaModels

/// Updating an index after a change to some comment files, reading only the parts of the
/// content the change touched: a one-comment edit in a site of 100,000 comments looks at the
/// comments of the edited file, not at every comment.
extension ContentIndex {
    /// The index of `content`, given the index of an earlier version in which only the comments
    /// of `affectedPosts` may differ (posts, friends and settings may differ too): the comment
    /// lists of the other posts and friends are taken over, as are lookups whose records are
    /// unchanged. The result equals `ContentIndex(content: content)`.
    init(content: SiteContent, updating previous: ContentIndex, affectedPosts: Set<Identifier>) {
        self.content = content
        let parts = content.comments.parts
        let oldParts = previous.content.comments.parts
        // A part read again compares unequal; one kept from the last load is the same array, found equal at once.
        partKeys = parts.indices.map { position in
            position < oldParts.count && oldParts[position] == parts[position]
                ? previous.partKeys[position] : CommentPartKeys(parts[position])
        }
        var commentsByPost = previous.commentsByPost
        for post in affectedPosts { commentsByPost[post] = nil }
        for (part, keys) in zip(parts, partKeys) where keys.posts.overlaps(affectedPosts) {
            for position in part.indices where affectedPosts.contains(part[position].postId) {
                commentsByPost[part[position].postId, default: []].append(part[position])
            }
        }
        self.commentsByPost = commentsByPost
        let changedFriends = Self.friends(commentingOn: affectedPosts, in: previous.commentsByPost)
            .union(Self.friends(commentingOn: affectedPosts, in: commentsByPost))
        commentsByFriend = Self.byFriend(updating: previous, changedFriends, parts, partKeys)
        if content.config.threadsPerPage == previous.content.config.threadsPerPage {
            var paginations = previous.paginations
            for post in affectedPosts {
                paginations[post] = commentsByPost[post].map {
                    PostPagination(comments: $0, threadsPerPage: content.config.threadsPerPage)
                }
            }
            self.paginations = paginations
        } else {
            paginations = Self.paginations(commentsByPost, threadsPerPage: content.config.threadsPerPage)
        }
        var latestActivities = previous.latestActivities
        for post in affectedPosts { latestActivities[post] = commentsByPost[post].flatMap(Self.latestActivity) }
        self.latestActivities = latestActivities
        friendsByName =
            content.friends == previous.content.friends ? previous.friendsByName : Self.byName(content.friends)
        friendCommentCounts =
            content.friends == previous.content.friends
            ? Self.commentCounts(updating: previous, changedFriends, commentsByFriend)
            : Self.commentCounts(of: friendsByName, commentsByFriend)
        postSummaries =
            content.posts == previous.content.posts
            ? Self.postSummaries(updating: previous.postSummaries, affectedPosts, commentsByPost, latestActivities)
            : Self.postSummaries(content.posts, commentsByPost: commentsByPost, latestActivities)
        postsById = content.posts == previous.content.posts ? previous.postsById : Self.byId(content.posts, \.id)
        friendsById =
            content.friends == previous.content.friends ? previous.friendsById : Self.byId(content.friends, \.id)
        postsWithComments =
            content.posts == previous.content.posts
            ? Self.postsWithComments(updating: previous.postsWithComments, affectedPosts, commentsByPost)
            : content.posts.map { PostWithComments(post: $0, comments: commentsByPost[$0.id] ?? []) }
        // Where a friend's comment is shown follows its post's title and its discussion's pages.
        let everyFriend =
            content.friends != previous.content.friends || content.posts != previous.content.posts
            || content.config.threadsPerPage != previous.content.config.threadsPerPage
        friendsWithComments =
            everyFriend
            ? Self.friendsWithComments(
                content.friends, commentsByFriend, postsById: postsById, paginations: paginations)
            : Self.friendsWithComments(
                updating: previous.friendsWithComments, changedFriends, commentsByFriend, postsById: postsById,
                paginations: paginations)
        feedComments =
            content.config.feedLimit == previous.content.config.feedLimit
            ? Self.newest(updating: previous.feedComments, replacing: affectedPosts, in: commentsByPost, of: content)
            : Self.newest(content.comments, limit: content.config.feedLimit)
        replyLinks = ReplyLinkTemplate(content.config.replyURLTemplate)
    }

    /// The comments of each friend after a change to the comments of some posts: only `friends`,
    /// those who wrote some of those comments, before or after, are gathered again, from the parts
    /// that hold their comments.
    private static func byFriend(
        updating previous: ContentIndex, _ friends: Set<Identifier>, _ parts: [[Comment]],
        _ partKeys: [CommentPartKeys]
    ) -> [Identifier: [Comment]] {
        guard !friends.isEmpty else { return previous.commentsByFriend }
        var byFriend = previous.commentsByFriend
        for friend in friends { byFriend[friend] = nil }
        let holding = zip(parts, partKeys).filter { $0.1.friends.overlaps(friends) }.map { $0.0 }
        byFriend.merge(Self.byFriend(holding, only: friends)) { _, new in new }
        return byFriend
    }

    /// `previous` with the comments of the `affected` posts taken again from `commentsByPost`.
    private static func postsWithComments(
        updating previous: [PostWithComments], _ affected: Set<Identifier>, _ commentsByPost: [Identifier: [Comment]]
    ) -> [PostWithComments] {
        guard !affected.isEmpty else { return previous }
        var posts = previous
        for position in posts.indices where affected.contains(posts[position].post.id) {
            posts[position] = PostWithComments(
                post: posts[position].post, comments: commentsByPost[posts[position].post.id] ?? [])
        }
        return posts
    }

    /// `previous` with the comments of the `changed` friends, and where those are, taken again.
    private static func friendsWithComments(
        updating previous: [FriendWithComments], _ changed: Set<Identifier>,
        _ commentsByFriend: [Identifier: [Comment]], postsById: [Identifier: Post],
        paginations: [Identifier: PostPagination]
    ) -> [FriendWithComments] {
        guard !changed.isEmpty else { return previous }
        var friends = previous
        for position in friends.indices where changed.contains(friends[position].friend.id) {
            let comments = commentsByFriend[friends[position].friend.id] ?? []
            friends[position] = FriendWithComments(
                friend: friends[position].friend, comments: comments,
                places: CommentPlaces(of: comments, postsById: postsById, paginations: paginations))
        }
        return friends
    }

    /// The site feed after a change to the comments of `posts`: the previous feed without their
    /// old comments, merged with their new ones. Any comment the previous feed left out is older
    /// than its last one (when it was full), so the result is the feed of all comments whenever
    /// its last comment is not older than that; otherwise every comment is looked at again.
    private static func newest(
        updating previous: [Comment], replacing posts: Set<Identifier>, in commentsByPost: [Identifier: [Comment]],
        of content: SiteContent
    ) -> [Comment] {
        let limit = content.config.feedLimit
        let kept = previous.filter { !posts.contains($0.postId) }
        let candidate = newest(kept + posts.sorted().flatMap { commentsByPost[$0] ?? [] }, limit: limit)
        // A previous feed shorter than the limit held every comment.
        guard previous.count >= limit else { return candidate }
        if candidate.count == limit, let last = candidate.last, let oldLast = previous.last, !isNewer(oldLast, last) {
            return candidate
        }
        return newest(content.comments, limit: limit)
    }
}
