import Foundation

/// Imports a Disqus, WordPress, Commento or Remark42 export, an Isso database or a Staticman folder into a content folder's fixtures.
///
/// The export is streamed (memory holds an index of the comments, not the file; a Commento export,
/// one JSON document, is the exception), comment bodies are converted from HTML to CommonMark,
/// replies whose parent is left out are re-threaded, and the result is merged by id into `posts.json` and `comments/<postId>.json`. Either every
/// changed file is written or, when anything fails (a malformed export, an unreadable fixture),
/// none is. A dry run does all of it but the writing.
public struct ExportImporter: Sendable {
    /// What to import, where, and how.
    public struct Options: Sendable {
        public var format: ExportFormat
        /// The export file.
        public var exportPath: String
        /// The content folder to merge into; it is created if needed.
        public var contentDirectory: String
        /// Keep deleted comments that have imported replies as "[deleted]" placeholders.
        public var keepDeleted: Bool
        /// Work out the changes without writing anything.
        public var dryRun: Bool

        public init(
            format: ExportFormat, exportPath: String, contentDirectory: String = "Content", keepDeleted: Bool = false,
            dryRun: Bool = false
        ) {
            self.format = format
            self.exportPath = exportPath
            self.contentDirectory = contentDirectory
            self.keepDeleted = keepDeleted
            self.dryRun = dryRun
        }
    }

    public var options: Options
    /// Called on long imports, every `progressInterval` comments.
    public var progress: (@Sendable (ImportProgress) -> Void)?
    public var progressInterval: Int

    public init(options: Options, progressInterval: Int = 10_000, progress: (@Sendable (ImportProgress) -> Void)? = nil)
    {
        self.options = options
        self.progressInterval = max(1, progressInterval)
        self.progress = progress
    }

    /// Runs the import and says what it did (or would do).
    public func run() throws(ImportError) -> ImportReport {
        let clock = ContinuousClock()
        let start = clock.now
        if options.keepDeleted, !options.format.hasDeletedComments {
            throw .keepDeletedWithoutDeletedComments(options.format)
        }
        try ExportInput.checkReadable(options.exportPath, folder: options.format.isFolder)
        let content = URL(fileURLWithPath: options.contentDirectory, isDirectory: true)
        guard let reading = options.format.reading else {
            return try WebmentionImport(options: options, progress: progress, progressInterval: progressInterval).run()
        }
        let existingPosts = try ExistingPosts(directory: content)
        let spool = try CommentSpool()

        var collector = ImportCollector(
            spool: spool, expectedComments: min(try exportSize() / Self.smallestCommentSize, Self.largestReserve))
        collector.progressInterval = progressInterval
        collector.existingPosts = existingPosts
        collector.onProgress = { [progress, format = options.format] count in
            progress?(.reading(records: count, format: format, elapsed: clock.now - start))
        }
        try reading.read(options.exportPath, format: options.format, into: &collector)

        var comments = collector.takeComments()
        let outcome = ThreadResolver(keepDeleted: options.keepDeleted).resolve(&comments, posts: collector.posts)
        let entries = comments.entries
        comments = CommentIndex()
        var merger = ContentMerger(directory: content, spool: spool)
        merger.progressInterval = progressInterval
        merger.writes = !options.dryRun
        merger.progress = { [progress] done, total in
            progress?(.converting(done: done, total: total, elapsed: clock.now - start))
        }
        let merged = try merger.merge(posts: outcome.posts, entries: entries)
        try merged.staged.commit()

        return ImportReport(
            options: options, collector: collector, entries: entries, outcome: outcome, merged: merged,
            duration: clock.now - start)
    }

    /// Fewer bytes than any comment takes in an export, to size the index from the file's size.
    static let smallestCommentSize = 300
    /// The most index entries reserved up front (about 450 MB of address space, not memory).
    static let largestReserve = 4_000_000

    private func exportSize() throws(ImportError) -> Int {
        guard !options.format.isFolder else { return 0 }
        do {
            return (try FileManager.default.attributesOfItem(atPath: options.exportPath)[.size] as? Int) ?? 0
        } catch {
            throw .unreadableExport(path: options.exportPath, reason: error.localizedDescription)
        }
    }
}
