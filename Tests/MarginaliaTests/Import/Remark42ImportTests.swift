import Foundation
import MarginaliaImport
import MarginaliaModels
import Testing

/// `marginalia import remark42`, on the real backup in `Fixtures/remark42/` and on written cases.
@Suite("Importing Remark42 backups")
struct Remark42ImportTests {
    @Test(
        "Remark42's own test backup, plain and gzipped, imports the same",
        arguments: ["native-import.jsonl", "native-import.jsonl.gz"])
    func remark42sTestBackup(sample: String) async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(ImportSample.path("remark42", sample), .remark42)
        #expect((report.postsRead, report.commentsRead, report.postsImported, report.commentsImported) == (2, 2, 2, 2))
        // The reply's parent, 1234, is not in the backup.
        #expect(report.repairs.topLevelParentMissing == 1)
        let content = try await workspace.load()
        #expect(
            content.posts == [
                Post(
                    id: "remark42-radio_2Dt.com", title: "https://radio-t.com", url: "https://radio-t.com",
                    publishedAt: Date(timeIntervalSince1970: 1_513_804_702)),
                Post(
                    id: "remark42-radio_2Dt.com_2F2", title: "https://radio-t.com/2", url: "https://radio-t.com/2",
                    publishedAt: Date(timeIntervalSince1970: 1_513_804_703)),
            ])
        #expect(
            content.comments == [
                Comment(
                    id: "remark42-efbc17f177ee1a1c0ee6e1e025749966ec071adc", postId: "remark42-radio_2Dt.com",
                    author: CommentAuthor(id: "remark42-user-user1", name: "user name"),
                    body: "some text, [link](http://radio-t.com)", postedAt: Date(timeIntervalSince1970: 1_513_804_702)),
                Comment(
                    id: "remark42-f863bd79_2Dfec6_2D4a75_2Db308_2D61fe5dd02aa1", postId: "remark42-radio_2Dt.com_2F2",
                    author: CommentAuthor(id: "remark42-user-user2", name: "user name"), body: "some text2",
                    postedAt: Date(timeIntervalSince1970: 1_513_804_703)),
            ])
        let written = workspace.writtenText()
        #expect(written.contains(#""postedAt": "2017-12-20T21:18:22Z""#))
        for secret in ["293ec5b0cf154855258824ec7fac5dc63d176915", "\"ip\"", "read_only", "verified"] {
            #expect(!written.contains(secret), "\(secret) was written")
        }
    }

    @Test func gzippedAndPlainWriteTheSameBytes() throws {
        let plain = try ImportWorkspace()
        try plain.importFile(ImportSample.path("remark42", "native-import.jsonl"), .remark42)
        let gzipped = try ImportWorkspace()
        try gzipped.importFile(ImportSample.path("remark42", "native-import.jsonl.gz"), .remark42)
        #expect(plain.snapshot() == gzipped.snapshot())
        #expect(plain.snapshot().count == 3)
    }

    @Test func threadingTitlesAndDeletedComments() async throws {
        let backup = Remark42Lines.backup(
            Remark42Lines.comment("c1", text: "<p>First <em>one</em></p>\n<p>Two</p>"),
            "",
            Remark42Lines.comment("c2", pid: "c1", url: "http://blog.example.org/post/", title: "A post"),
            Remark42Lines.comment("c3", pid: "c2", text: "", deleted: true),
            Remark42Lines.comment("c4", pid: "c3", name: "", time: "2020-01-03T10:00:00.123456789Z"),
            Remark42Lines.comment(
                "c5", url: "https://blog.example.org/other/", user: "anonymous_x1", name: "Guest",
                time: "2020-01-05T10:00:00Z"),
            Remark42Lines.comment("c6", time: "0001-01-01T00:00:00Z xx"),
            Remark42Lines.comment("c7", url: ""),
            posts: ["https://blog.example.org/post/", "https://blog.example.org/quiet/"]
        )
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(backup, .remark42)
        #expect(report.postsRead == 3)
        #expect(report.skippedPosts == [.noComments: 1])
        #expect(report.skippedComments == [.deleted: 1, .noDate: 1, .orphaned: 1])
        #expect(report.repairs.reattachedToAncestor == 1)
        let content = try await workspace.load()
        // The http and https addresses of a page are one post; a later comment names its title.
        #expect(
            content.posts.map(\.id) == ["remark42-blog.example.org_2Fpost_2F", "remark42-blog.example.org_2Fother_2F"])
        #expect(content.posts.map(\.title) == ["A post", "https://blog.example.org/other/"])
        #expect(content.comment("remark42-c1")?.body == "First *one*\n\nTwo")
        #expect(content.comment("remark42-c2")?.parentId == "remark42-c1")
        #expect(content.comment("remark42-c4")?.parentId == "remark42-c2")
        #expect(
            content.comment("remark42-c4")?.author == CommentAuthor(id: "remark42-user-github_5F1", name: "github_1"))
        #expect(
            content.comment("remark42-c5")?.author == CommentAuthor(id: "remark42-user-anonymous_5Fx1", name: "Guest"))
        #expect(!workspace.writtenText().contains("avatar"))

        let keeping = try ImportWorkspace()
        let kept = try keeping.importExport(backup, .remark42, keepDeleted: true)
        #expect(kept.placeholders == 1)
        let keptContent = try await keeping.load()
        #expect(keptContent.comment("remark42-c3")?.body == #"\[deleted\]"#)
        #expect(keptContent.comment("remark42-c4")?.parentId == "remark42-c3")
    }

    @Test func reimportingChangesNothingAndADryRunWritesNothing() throws {
        let workspace = try ImportWorkspace()
        let sample = ImportSample.path("remark42", "native-import.jsonl.gz")
        let dryRun = try workspace.importFile(sample, .remark42, dryRun: true)
        #expect(
            dryRun.changes.map(\.path) == [
                "posts.json", "comments/remark42-radio_2Dt.com.json", "comments/remark42-radio_2Dt.com_2F2.json",
            ])
        #expect(dryRun.description.hasSuffix("Dry run: nothing was written."))
        #expect(!FileManager.default.fileExists(atPath: workspace.content.path))
        try workspace.importFile(sample, .remark42)
        let first = workspace.snapshot()
        let again = try workspace.importFile(sample, .remark42)
        #expect(workspace.snapshot() == first)
        #expect(again.changes.isEmpty && again.unchangedFiles == 3)
    }

    @Test(
        "a malformed backup names its line and column and writes nothing",
        arguments: [
            (
                Remark42Lines.backup(Remark42Lines.comment("a"), #"{"id":"b","locator":{"url":"x"},"#),
                "export-remark42.xml:3:33", "invalid JSON"
            ),
            (
                Remark42Lines.backup(Remark42Lines.comment("a"), #"{"id":"b","locator":"x"}"#),
                "export-remark42.xml:3:21: locator", "expected an object"
            ),
            (
                Remark42Lines.backup(#"{"pid":"","locator":{"url":"x"}}"#), "export-remark42.xml:2",
                "missing required key \"id\""
            ),
            (
                #"{"version":7}"# + "\n", "export-remark42.xml:1: version",
                "Remark42 export version 7 is not supported (only 0 and 1)"
            ),
            ("\n\n", "export-remark42.xml is empty", "holds at least a line of meta data"),
            (
                Remark42Lines.comment("a") + "\n", "export-remark42.xml:1: this line is a comment",
                "starts with a line of meta data"
            ),
            (
                #"{"version":1,"comments":[],"commenters":[]}"# + "\n",
                "export-remark42.xml:1: this is a Commento export",
                "try `marginalia import commento`"
            ),
            ("{\n  \"version\": 1,\n  \"comments\": []\n}\n", "export-remark42.xml:1:2", "invalid JSON"),
        ])
    func malformed(text: String, place: String, message: String) throws {
        let description = try ImportWorkspace().refusedImport(text, .remark42).description
        #expect(description.contains(place), "\(description)")
        #expect(description.contains(message), "\(description)")
        #expect(description.hasSuffix("nothing was written"))
    }

    /// Lines longer than a read (128 KB) and split across reads, CRLF line ends, and a backup
    /// gzipped in two members (as `cat a.gz b.gz` makes), with the line break between them.
    @Test func longLinesCRLFAndConcatenatedGzipMembers() async throws {
        let long = String(repeating: "word ", count: 60_000)
        let lines = Remark42Lines.backup(
            Remark42Lines.comment("long", text: "<p>\(long)</p>"), Remark42Lines.comment("short", pid: "long")
        ).replacingOccurrences(of: "\n", with: "\r\n")
        let bytes = Array(lines.utf8)
        let cut = bytes.count - 100
        let workspace = try ImportWorkspace()
        let path = workspace.directory.path("backup-blog-20260101")
        try Data(GzipStored.member(Array(bytes[..<cut])) + GzipStored.member(Array(bytes[cut...]))).write(
            to: URL(fileURLWithPath: path))
        let report = try workspace.importFile(path, .remark42)
        #expect(report.commentsImported == 2)
        let content = try await workspace.load()
        #expect(content.comment("remark42-long")?.heldBody == String(long.dropLast()))
        #expect(content.comment("remark42-short")?.parentId == "remark42-long")
        #expect(content.comment("remark42-short")?.body == "Hello")
    }

    @Test func aTruncatedGzipStopsTheImport() throws {
        let workspace = try ImportWorkspace()
        let whole = try Data(contentsOf: URL(fileURLWithPath: ImportSample.path("remark42", "native-import.jsonl.gz")))
        let path = workspace.directory.path("cut.jsonl.gz")
        try Data(whole.prefix(whole.count - 12)).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: ImportError.self) { try workspace.importFile(path, .remark42) }
        #expect(error == .unreadableExport(path: path, reason: "the gzip data ends early, after 434 bytes"))
        #expect(workspace.snapshot().isEmpty)
    }
}
