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
        postsById = content.posts == previous.content.posts ? previous.postsById : PostsById(content.posts)
        let reactionsByPost =
            content.reactions == previous.content.reactions
            ? previous.reactionsByPost : Dictionary(grouping: content.reactions, by: \.postId)
        self.reactionsByPost = reactionsByPost
        // A post whose reactions changed is made again too.
        let reacted = Set(reactionsByPost.keys).union(previous.reactionsByPost.keys).filter {
            reactionsByPost[$0] != previous.reactionsByPost[$0]
        }
        postsWithComments =
            content.posts == previous.content.posts
            ? Self.remaking(previous.postsWithComments, affectedPosts.union(reacted), id: \.post.id) {
                PostWithComments(
                    post: $0.post, comments: commentsByPost[$0.post.id] ?? [],
                    reactions: reactionsByPost[$0.post.id] ?? [])
            }
            : content.posts.map {
                PostWithComments(
                    post: $0, comments: commentsByPost[$0.id] ?? [], reactions: reactionsByPost[$0.id] ?? [])
            }
        // Where a friend's comment is shown follows its post's title and its discussion's pages.
        let everyFriend =
            content.friends != previous.content.friends || content.posts != previous.content.posts
            || content.config.threadsPerPage != previous.content.config.threadsPerPage
        friendsWithComments =
            everyFriend
            ? Self.friendsWithComments(
                content.friends, commentsByFriend, postsById: postsById, paginations: paginations)
            : Self.remaking(previous.friendsWithComments, changedFriends, id: \.friend.id) {
                [commentsByFriend, postsById, paginations] in
                Self.friendWithComments($0.friend, commentsByFriend, postsById: postsById, paginations: paginations)
            }
        feedComments =
            content.config.feedLimit == previous.content.config.feedLimit
            ? Self.newest(updating: previous.feedComments, replacing: affectedPosts, in: commentsByPost, of: content)
            : Self.newest(content.comments, limit: content.config.feedLimit)
        replyLinks = ReplyLinkTemplate(content.config.replyLinkTemplate)
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

    /// `previous` with each entry whose id is in `changed` made again by `remake`: the lists an
    /// edit touches only a few entries of.
    private static func remaking<Entry>(
        _ previous: [Entry], _ changed: Set<Identifier>, id: (Entry) -> Identifier, _ remake: (Entry) -> Entry
    ) -> [Entry] {
        guard !changed.isEmpty else { return previous }
        var entries = previous
        for position in entries.indices where changed.contains(id(entries[position])) {
            entries[position] = remake(entries[position])
        }
        return entries
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
