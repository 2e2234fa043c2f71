import Foundation
import MarginaliaContent
import MarginaliaImport
import MarginaliaModels
import Testing

@Suite("Merging imports into a content folder")
struct ImportMergeTests {
    static let export = DisqusXML.export(
        DisqusXML.thread("1"), DisqusXML.thread("2"),
        DisqusXML.post("10", thread: "1"), DisqusXML.post("11", thread: "1", parent: "10"),
        DisqusXML.post("12", thread: "2")
    )

    @Test func reimportingChangesNothingByteForByte() throws {
        let workspace = try ImportWorkspace()
        try workspace.importExport(Self.export, .disqus)
        let first = workspace.snapshot()
        let report = try workspace.importExport(Self.export, .disqus)
        #expect(workspace.snapshot() == first)
        #expect(report.changes.isEmpty)
        #expect(report.unchangedFiles == 3)
        #expect(String(decoding: try #require(first["posts.json"]), as: UTF8.self).hasSuffix("}\n]\n"))
    }

    @Test func mergesByIdKeepingWhatIsAlreadyThere() async throws {
        let workspace = try ImportWorkspace()
        try workspace.write(
            #"[{"id": "mine", "title": "Hand-written", "url": "https://blog.example.org/mine/", "publishedAt": "2019-05-05T05:05:05.250+02:00", "extra": [1, true, null]}]"#,
            to: "Content/posts.json")
        try workspace.write(
            """
            [
              {"id": "c1", "postId": "mine", "author": {"id": "u", "name": "Me"}, "body": "Mine", "postedAt": "2019-05-05T06:00:00Z", "likes": 3},
              {"id": "disqus-12", "postId": "disqus-2", "author": {"id": "old", "name": "Old"}, "body": "Stale copy", "postedAt": "2019-05-05T06:00:00Z"}
            ]
            """, to: "Content/comments.json")
        let report = try workspace.importExport(Self.export, .disqus)
        let content = try await workspace.load()
        #expect(content.posts.map(\.id) == ["mine", "disqus-1", "disqus-2"])
        #expect(content.posts[0].publishedAt == Date(timeIntervalSince1970: 1_557_025_505.25))
        #expect(content.comments.map(\.id) == ["c1", "disqus-12", "disqus-10", "disqus-11"])
        #expect(content.comment("c1")?.likes == 3)
        #expect(content.comment("disqus-12")?.body == "Hello")
        #expect(
            report.changes == [
                FileChange(path: "posts.json", newRecords: 2),
                FileChange(path: "comments.json", updatedRecords: 1),
                FileChange(path: "comments/disqus-1.json", newRecords: 2, isNewFile: true),
            ])
        let posts = String(decoding: try #require(workspace.snapshot()["posts.json"]), as: UTF8.self)
        #expect(posts.contains("\"extra\": [\n      1,\n      true,\n      null\n    ]"))
        #expect(posts.contains("2019-05-05T05:05:05.250+02:00"))
    }

    @Test func aDryRunWritesNothingAndSaysWhatWouldChange() throws {
        let workspace = try ImportWorkspace()
        try workspace.write(
            #"[{"id": "mine", "title": "T", "url": "", "publishedAt": "2019-05-05T05:05:05Z"}]"#,
            to: "Content/posts.json")
        let before = workspace.snapshot()
        let report = try workspace.importExport(Self.export, .disqus, dryRun: true)
        #expect(workspace.snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: workspace.content.appendingPathComponent("comments").path))
        #expect(report.changes.map(\.path) == ["posts.json", "comments/disqus-1.json", "comments/disqus-2.json"])
        #expect(
            report.description.contains(
                "Would change:\n  posts.json: 2 new\n  comments/disqus-1.json: 2 new (new file)"))
        #expect(report.description.hasSuffix("Dry run: nothing was written."))
    }

    @Test func aDryRunDoesNotEvenCreateTheContentFolder() throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(Self.export, .disqus, dryRun: true)
        #expect(report.changes.count == 3)
        #expect(!FileManager.default.fileExists(atPath: workspace.content.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.root.path) == ["export-disqus.xml"])
    }

    @Test(
        "a malformed export names the line and column and writes nothing",
        arguments: [
            (
                "<disqus xmlns:dsq=\"x\">\n  <thread dsq:id=\"1\"><title>a & b</title></thread>\n</disqus>\n", 2, 32,
                "xmlParseEntityRef: no name"
            ),
            (
                "<disqus xmlns:dsq=\"x\">\n  <post dsq:id=\"1\">\n    <message>x</post>\n</disqus>\n", 3, 22,
                "Opening and ending tag mismatch: message line 3 and post"
            ),
            (
                "<disqus xmlns:dsq=\"x\">\n  <post dsq:id=\"1\"><message>x</message></post>\n", 2, 47,
                "the file ends before <disqus> is closed"
            ),
            (
                "<disqus xmlns:dsq=\"x\">\n  <thread dsq:id=\"1\"/>\n</disqus>\n<extra/>\n", 4, 1,
                "Extra content at the end of the document"
            ),
            (
                "<disqus>\n  <thread dsq:id=\"1\"/>\n</disqus>\n", 2, 21,
                "Namespace prefix dsq for id on thread is not defined"
            ),
            ("", 1, 1, "the file holds no XML element"),
        ])
    func malformedExport(xml: String, line: Int, column: Int, message: String) throws {
        let error = try ImportWorkspace().refusedImport(xml, .disqus)
        guard case .malformedExport(let location, _) = error else {
            Issue.record("expected a malformed-export error, got \(error)")
            return
        }
        #expect(location.line == line)
        #expect(location.column == column)
        #expect(location.file.hasSuffix("export-disqus.xml"))
        #expect(
            error.description
                == "error: \(location.file):\(line):\(column): malformed XML: \(message); nothing was written")
    }

    @Test func theWrongKindOfExportIsNamed() throws {
        let workspace = try ImportWorkspace()
        let error = try #require(throws: ImportError.self) {
            try workspace.importExport(WordPressXML.export(), .disqus)
        }
        #expect(
            error
                == .wrongFormat(
                    file: workspace.root.appendingPathComponent("export-disqus.xml").path, expected: .disqus,
                    foundRoot: "rss"))
        #expect(error.description.hasSuffix("(it looks like a WordPress export: try `marginalia import wordpress`)"))
        #expect(!FileManager.default.fileExists(atPath: workspace.content.path))
    }

    @Test(
        "a broken fixture already there stops the import",
        arguments: [
            (
                "comments.json", "[\n  {\"id\": \"c1\",\n    \"postId\" \"p1\"}\n]",
                "comments.json:3:14: invalid JSON: expected ':' after the key"
            ),
            (
                "comments/x.json", "[\n  {\"postId\": \"p1\"}\n]",
                "comments/x.json:2:3: [0]: missing required key \"id\""
            ),
            (
                "posts.json", "[{\"id\": \"p1\"}, {\"id\": {}}]",
                "posts.json:1:23: [1].id: expected a string or integer id"
            ),
            ("posts.json", "{\"id\": \"p1\"}", "posts.json:1:1: expected an array, found a dictionary instead"),
        ])
    func brokenFixture(file: String, text: String, message: String) throws {
        let workspace = try ImportWorkspace()
        try workspace.write(text, to: "Content/" + file)
        let before = workspace.snapshot()
        let error = try #require(throws: ImportError.self) { try workspace.importExport(Self.export, .disqus) }
        guard case .existingContent(let contentError) = error else {
            Issue.record("expected an existing-content error, got \(error)")
            return
        }
        #expect(contentError.problems.map(\.description) == [message])
        #expect(workspace.snapshot() == before)
    }

    @Test func noEmailOrIPAddressIsEverWritten() throws {
        let workspace = try ImportWorkspace()
        try workspace.importExport(
            DisqusXML.export(
                DisqusXML.thread("1"), DisqusXML.post("2", thread: "1", name: "Jane Doe"),
                DisqusXML.post("3", thread: "1", name: "Zoë", anonymous: true)
            ), .disqus)
        try workspace.importExport(
            WordPressXML.export(
                WordPressXML.item(
                    "1", comments: WordPressXML.comment("2", author: "Jane Doe"),
                    WordPressXML.comment("3", author: "Zoë"))
            ), .wordpress)
        let written = workspace.snapshot().values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(written.contains("Jane Doe"))
        for secret in [
            "@mail.example.com", "@blog.example.org", "192.0.2.", "198.51.100.", "203.0.113.", "janedoe.example.net",
            "mail.example", "ipAddress", "email",
        ] {
            #expect(!written.contains(secret), "\(secret) was written")
        }
    }
}
