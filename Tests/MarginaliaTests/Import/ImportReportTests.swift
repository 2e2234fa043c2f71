import MarginaliaImport
import Testing

@Suite("The import summary")
struct ImportReportTests {
    @Test func saysWhatWasReadKeptLeftOutAndChanged() {
        var report = ImportReport(format: .disqus, exportPath: "export.xml", dryRun: false)
        (report.postsRead, report.commentsRead, report.postsImported, report.commentsImported, report.placeholders) = (
            3, 1_234, 2, 1_200, 1
        )
        report.skippedComments = [.spam: 20, .deleted: 10, .orphaned: 4]
        report.skippedPosts = [.noComments: 1]
        report.repairs.reattachedToAncestor = 5
        report.repairs.topLevelParentLeftOut = 2
        report.repairs.topLevelParentMissing = 1
        report.postNotes.withoutTitle = 1
        report.emptyBodies = 3
        report.changes = [
            FileChange(path: "posts.json", newRecords: 2),
            FileChange(path: "comments/disqus-1.json", newRecords: 1_000, isNewFile: true),
            FileChange(path: "comments/disqus-2.json", newRecords: 190, updatedRecords: 10),
        ]
        report.unchangedFiles = 1
        report.duration = .milliseconds(1_500)
        #expect(
            report.description == """
                Read 3 threads and 1,234 comments from export.xml in 1.50 s.
                Imported 2 posts and 1,200 comments (1 [deleted] placeholder).
                Left out 34 comments:
                  20 spam
                  10 deleted
                  4 orphaned: their thread is not in the export
                Left out 1 thread:
                  1 without imported comments
                Re-threaded 5 replies whose parent was left out: each now answers its nearest imported ancestor.
                Made 3 replies top-level: 2 parent and every ancestor left out, 1 parent not in the export.
                Note: 1 post without a title, titled with their link.
                Note: 3 comments with no text left after dropping unsupported HTML.
                Changed:
                  posts.json: 2 new
                  comments/disqus-1.json: 1,000 new (new file)
                  comments/disqus-2.json: 190 new, 10 updated
                  (1 other file already up to date)
                In all: 3 files, 1 of them new; 1,190 new comments, 10 updated.
                """)
    }

    @Test func theProgressLineNamesWhatTheKindReads() throws {
        // A webmention.io feed's 9 entries are mentions: replies, likes, reposts and bookmarks.
        let feed = try WebmentionImportTests.workspace().progressLines(
            WebmentionImportTests.feed, .webmention, every: 4)
        #expect(feed == ["… read 4 mentions", "… read 8 mentions"])
        // An export's records are comments, as before.
        let workspace = try ImportWorkspace()
        let export = try workspace.write(
            DisqusXML.export(
                DisqusXML.thread("1"), DisqusXML.post("2", thread: "1"), DisqusXML.post("3", thread: "1")),
            to: "export.xml")
        let disqus = try workspace.progressLines(export, .disqus, every: 1)
        #expect(disqus.prefix(2) == ["… read 1 comment", "… read 2 comments"], "\(disqus)")
        #expect(disqus.allSatisfy { !$0.contains("mention") }, "\(disqus)")
    }

    @Test func aLongListOfFilesIsCutShort() {
        var report = ImportReport(format: .wordpress, exportPath: "wxr.xml", dryRun: true)
        report.changes = (1...25).map { FileChange(path: "comments/wp-\($0).json", newRecords: 2, isNewFile: true) }
        let lines = report.description.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("  comments/") }.count == ImportReport.listedFiles)
        #expect(
            lines.suffix(3) == [
                "  … and 5 more files", "In all: 25 files, 25 of them new; 50 new comments, 0 updated.",
                "Dry run: nothing was written.",
            ])
    }

    @Test func aRepeatedImportSaysNothingChanges() {
        var report = ImportReport(format: .disqus, exportPath: "export.xml", dryRun: false)
        report.unchangedFiles = 3
        #expect(report.description.hasSuffix("Nothing to change: 3 files already up to date."))
    }
}
