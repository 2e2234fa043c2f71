/// Why a comment of the export was not imported.
public enum CommentSkipReason: Hashable, Sendable, Comparable {
    /// Marked as spam (Disqus `isSpam`, WordPress `spam`, Commento `flagged`).
    case spam
    /// Deleted by its author or a moderator (Disqus `isDeleted`, WordPress trash, Commento
    /// `deleted`, Remark42 `delete`, Isso mode 4). With
    /// `keepDeleted`, a deleted comment that has surviving replies becomes a placeholder instead.
    case deleted
    /// Waiting for moderation (WordPress `comment_approved` 0, Commento `unapproved`, Isso mode 2).
    case unapproved
    case pingback
    case trackback
    /// A WordPress comment type that is not a reader's comment, such as `order_note`.
    case otherType(String)
    /// Its post or thread is not in the export.
    case orphaned
    /// Its post was left out; the reason says why.
    case postSkipped(PostSkipReason)
    /// It has no date, or one that cannot be read.
    case noDate
    /// It has no id, or one that cannot be made into a fixture id.
    case noId
    /// Another comment of the export has the same id; the first one was imported.
    case duplicateId
    /// A webmention marked private (`wm-private`), meant for the site's owner only.
    case privateMention
    /// A webmention of a page that is no post's `url`.
    case unknownTarget
    /// A webmention reply or mention with no text at all: no `content` and no `name`, only a
    /// link to the post (as the sites that copy articles send them).
    case noText
}

/// Why a post (a Disqus thread, a WordPress item, a Commento page, a Remark42 post) of the export was not imported.
public enum PostSkipReason: Hashable, Sendable, Comparable {
    /// No comment of it is imported.
    case noComments
    /// The Disqus thread is marked deleted.
    case deleted
    /// The WordPress post is not public: a draft, private, pending, or in the trash.
    case notPublished(status: String)
    /// It has no id the importer can use.
    case noId
    /// Another post of the export has the same id; the first one was used.
    case duplicateId
}
