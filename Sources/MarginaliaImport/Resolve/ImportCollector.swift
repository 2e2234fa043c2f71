import MarginaliaModels

/// Gathers what an export reader finds: posts in memory, comments as index entries with their
/// content in the spool. Ids the export repeats are counted and the repeats left out.
struct ImportCollector {
    private(set) var posts: [Identifier: ExportPost] = [:]
    private(set) var comments = CommentIndex()
    private(set) var postsRead = 0
    private(set) var commentsRead = 0
    /// Posts and comments left out while reading (no id, repeated id).
    private(set) var skippedPosts: [PostSkipReason: Int] = [:]
    private(set) var skippedComments: [CommentSkipReason: Int] = [:]
    private(set) var commentDatesFromLocalTime = 0
    let spool: CommentSpool
    /// The posts already in the content folder, for readers that match posts by slug.
    var existingPosts = ExistingPosts()
    /// Called with the number of comments read, every `progressInterval` comments.
    var onProgress: ((Int) -> Void)?
    var progressInterval = 10_000

    /// `expectedComments` sizes the entries up front, so that they are not copied as they grow
    /// (briefly holding two copies). The entries fill the reserve from its start, so pages of it
    /// that are never reached take no memory. (The lookup table is not reserved: hashing would
    /// touch all of it.)
    init(spool: CommentSpool, expectedComments: Int = 0) {
        self.spool = spool
        comments.entries.reserveCapacity(expectedComments)
    }

    /// Adds a post; `nil` stands for one without a usable id.
    mutating func add(_ post: ExportPost?) {
        postsRead += 1
        guard let post else {
            skippedPosts[.noId, default: 0] += 1
            return
        }
        guard posts[post.id] == nil else {
            skippedPosts[.duplicateId, default: 0] += 1
            return
        }
        posts[post.id] = post
    }

    /// Gives a post that was read without a title the one a later record names (a Remark42
    /// comment carries its post's title).
    mutating func fillTitle(_ title: String, ofPost id: Identifier) {
        if posts[id] != nil, posts[id]?.title == nil { posts[id]?.title = title }
    }

    /// Whether a post with this id was added.
    func hasPost(_ id: Identifier) -> Bool { posts[id] != nil }

    /// Hands the comments over to be resolved, keeping no copy of them.
    mutating func takeComments() -> CommentIndex {
        defer { comments = CommentIndex() }
        return comments
    }

    /// Counts a comment that is left out before it gets an id.
    mutating func skipComment(_ reason: CommentSkipReason) {
        commentsRead += 1
        skippedComments[reason, default: 0] += 1
    }

    /// Adds a comment; `nil` stands for one without a usable id.
    mutating func add(_ comment: ExportComment?) throws(ImportError) {
        commentsRead += 1
        if commentsRead % progressInterval == 0 { onProgress?(commentsRead) }
        guard let comment else {
            skippedComments[.noId, default: 0] += 1
            return
        }
        guard comments[comment.id] == nil else {
            skippedComments[.duplicateId, default: 0] += 1
            return
        }
        var skipReason = comment.skipReason
        if skipReason == nil, comment.postedAt == nil { skipReason = .noDate }
        if skipReason == nil, comment.postId == nil { skipReason = .orphaned }
        var slot: CommentSpool.Slot?
        if skipReason == nil {
            if comment.dateIsLocalTime { commentDatesFromLocalTime += 1 }
            slot = try spool.append(
                CommentSpool.Content(
                    authorId: comment.author.id.rawValue, authorName: comment.author.name, body: comment.body,
                    markup: comment.markup
                ))
        }
        comments.positions[comment.id] = comments.entries.count
        comments.entries.append(
            CommentEntry(
                id: comment.id, postId: comment.postId, parentId: comment.parentId, postedAt: comment.postedAt,
                fate: skipReason.map(CommentEntry.Fate.skipped) ?? .kept, slot: slot
            ))
    }
}
