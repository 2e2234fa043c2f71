/// What an import did, or in a dry run would do: what it read, imported and left out (and why),
/// the replies it re-threaded, and the files it changed.
public struct ImportReport: Sendable, Equatable {
    public var format: ExportFormat
    public var exportPath: String
    public var dryRun: Bool
    /// Threads (Disqus) or items (WordPress) in the export.
    public var postsRead = 0
    public var commentsRead = 0
    public var postsImported = 0
    /// Comments imported, placeholders included.
    public var commentsImported = 0
    /// Likes, reposts and bookmarks imported (from a webmention.io feed).
    public var reactionsImported = 0
    /// Deleted comments kept as "[deleted]" so that their replies stay threaded.
    public var placeholders = 0
    public var skippedPosts: [PostSkipReason: Int] = [:]
    public var skippedComments: [CommentSkipReason: Int] = [:]
    public var repairs = ThreadingRepairs()
    public var postNotes = PostNotes()
    /// Comments dated with a local time read as UTC, for want of a UTC one.
    public var commentDatesFromLocalTime = 0
    /// Comments whose HTML had no text left after conversion (only an image, say).
    public var emptyBodies = 0
    /// The fixture files that change.
    public var changes: [FileChange] = []
    /// Fixture files the import touched without changing them.
    public var unchangedFiles = 0
    public var duration: Duration = .zero

    public init(format: ExportFormat, exportPath: String, dryRun: Bool) {
        self.format = format
        self.exportPath = exportPath
        self.dryRun = dryRun
    }

    /// Comments left out, for any reason.
    public var commentsSkipped: Int { skippedComments.values.reduce(0, +) }
    /// Posts left out, for any reason.
    public var postsSkipped: Int { skippedPosts.values.reduce(0, +) }
}
