import Foundation
import MarginaliaImport
import MarginaliaModels
import Testing

/// `marginalia import isso`, on a database written by Isso's own code (`Fixtures/isso-db/`).
@Suite("Importing Isso databases")
struct IssoDatabaseImportTests {
    static let hello: Identifier = "isso-_2Fposts_2Fhello_2Dworld_2F"
    static let cafe: Identifier = "isso-_2Fposts_2Fcaf_C3_A9_2F"

    @Test func issosOwnDatabase() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(ImportSample.path("isso-db", "comments.db"), .isso)
        #expect((report.postsRead, report.commentsRead, report.postsImported, report.commentsImported) == (3, 8, 2, 5))
        #expect(report.skippedComments == [.unapproved: 2, .deleted: 1])
        #expect(report.skippedPosts == [.noComments: 1])
        // 6 answered 5, deleted and top-level.
        #expect(report.repairs.topLevelParentLeftOut == 1)
        let content = try await workspace.load()
        #expect(content.posts.map(\.id) == [Self.hello, Self.cafe])
        #expect(content.posts.map(\.title) == ["Hello, World!", "/posts/café/"])
        #expect(content.posts.map(\.url) == ["/posts/hello-world/", "/posts/café/"])
        // Comment files load in the order of their names.
        #expect(content.comments.map(\.id) == ["isso-8", "isso-1", "isso-2", "isso-3", "isso-6"])
        let first = try #require(content.comment("isso-1"))
        #expect(first.postId == Self.hello && first.parentId == nil)
        #expect(first.author == CommentAuthor(id: "isso-guest-Jane_20Doe", name: "Jane Doe"))
        #expect(first.body == "First! *Markdown* and a [link](https://example.org/).")
        #expect(content.comment("isso-2")?.author == CommentAuthor(id: "isso-guest-Anonymous", name: "Anonymous"))
        #expect(content.comment("isso-2")?.body == "A reply\nwith two lines.")
        #expect(content.comment("isso-2")?.parentId == "isso-1")
        // Isso itself keeps one level of nesting: the reply to 2 answers 1.
        #expect(content.comment("isso-3")?.parentId == "isso-1")
        #expect(content.comment("isso-3")?.author.name == "Søren")
        #expect(content.comment("isso-6")?.parentId == nil)
        #expect(content.comment("isso-8")?.postId == Self.cafe)
        #expect(content.comment("isso-8")?.postedAt == Date(timeIntervalSince1970: 1_609_459_200.125))
        let written = workspace.writtenText()
        #expect(written.contains(#""postedAt": "2020-01-01T10:00:00.250Z""#))
        for secret in ["@mail.example.com", "jane.example.net", "203.0.113", "Pending", "Deleted later"] {
            #expect(!written.contains(secret), "\(secret) was written")
        }
    }

    @Test func keepDeletedKeepsTheDeletedCommentWithAReply() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(
            ImportSample.path("isso-db", "comments.db"), .isso, keepDeleted: true)
        #expect(report.placeholders == 1)
        let content = try await workspace.load()
        #expect(content.comment("isso-5")?.author.name == "[deleted]")
        #expect(content.comment("isso-6")?.parentId == "isso-5")
    }

    @Test func reimportingChangesNothingAndADryRunWritesNothing() throws {
        let workspace = try ImportWorkspace()
        let database = ImportSample.path("isso-db", "comments.db")
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        let dryRun = try workspace.importFile(database, .isso, dryRun: true)
        #expect(dryRun.changes.count == 3)
        #expect(!FileManager.default.fileExists(atPath: workspace.content.path))
        try workspace.importFile(database, .isso)
        let first = workspace.snapshot()
        let again = try workspace.importFile(database, .isso)
        #expect(workspace.snapshot() == first)
        #expect(again.changes.isEmpty && again.unchangedFiles == 3)
        // Opened read-only: the database is untouched.
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }

    @Test(
        "a file that is not an Isso database, or a row of the wrong type, stops the import",
        arguments: [
            ("not-isso.db", "is not an Isso database: it has no comments table"),
            ("wrong-types.db", "wrong-types.db: table comments, row 3, column created: expected a number"),
            ("../remark42/native-import.jsonl", "is not an Isso database: file is not a database"),
        ])
    func notIsso(file: String, message: String) throws {
        let workspace = try ImportWorkspace()
        try workspace.write(
            #"[{"id": "mine", "title": "T", "url": "", "publishedAt": "2019-05-05T05:05:05Z"}]"#,
            to: "Content/posts.json")
        let before = workspace.snapshot()
        let error = try #require(throws: ImportError.self) {
            try workspace.importFile(ImportSample.path("isso-db", file), .isso)
        }
        #expect(error.description.contains(message), "\(error)")
        #expect(error.description.hasSuffix("nothing was written"))
        #expect(workspace.snapshot() == before)
    }
}
