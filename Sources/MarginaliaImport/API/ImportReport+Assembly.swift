extension ImportReport {
    /// The report of a finished import, from what each stage found.
    init(
        options: ExportImporter.Options, collector: ImportCollector, entries: [CommentEntry],
        outcome: ThreadResolver.Outcome,
        merged: ContentMerger.Result, duration: Duration
    ) {
        self.init(format: options.format, exportPath: options.exportPath, dryRun: options.dryRun)
        postsRead = collector.postsRead
        commentsRead = collector.commentsRead
        postsImported = outcome.posts.count
        skippedPosts = collector.skippedPosts.merging(outcome.skippedPosts, uniquingKeysWith: +)
        skippedComments = collector.skippedComments
        for entry in entries {
            switch entry.fate {
            case .kept:
                commentsImported += 1
            case .placeholder:
                commentsImported += 1
                placeholders += 1
            case .skipped(let reason):
                skippedComments[reason, default: 0] += 1
            }
        }
        repairs = outcome.repairs
        postNotes = outcome.postNotes
        commentDatesFromLocalTime = collector.commentDatesFromLocalTime
        emptyBodies = merged.emptyBodies
        changes = merged.changes
        unchangedFiles = merged.unchangedFiles
        self.duration = duration
    }
}
