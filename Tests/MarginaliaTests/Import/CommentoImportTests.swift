import Foundation
import MarginaliaImport
import MarginaliaModels
import Testing

/// `marginalia import commento`, on the real exports in `Fixtures/commento/` and on written cases.
@Suite("Importing Commento exports")
struct CommentoImportTests {
    static let hexA = "7d77e39fcd813241d6281478cc8f21ab5f807d043c750bc1a936bc23b34fb854"
    static let hexB = "ea5f7bcd6ac9bb7b657f7d0569831104e1bcf9c253d03c1e16bf9654c49a5ce9"
    static let hexAnonymous = "e7069a7dfcfaed43caf62300a9b0edb1c124ad79d0f5887c93649c15d7f69945"

    @Test func remark42sMigratorSample() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(ImportSample.path("commento", "remark42-migrator.json"), .commento)
        #expect((report.postsRead, report.commentsRead, report.postsImported, report.commentsImported) == (2, 3, 2, 3))
        #expect(report.skippedComments.isEmpty && report.skippedPosts.isEmpty)
        #expect(report.postNotes.withoutTitle == 2 && report.postNotes.datedByFirstComment == 2)
        let content = try await workspace.load()
        // Pages have no title or date in a Commento export: their address and first comment stand in.
        #expect(
            content.posts.map(\.id) == [
                "commento-example.com_2Fblog_2Fpost_2F2", "commento-example.com_2Fblog_2Fpost_2F1",
            ])
        #expect(content.posts.map(\.url) == ["https://example.com/blog/post/2", "https://example.com/blog/post/1"])
        #expect(content.posts.map(\.title) == content.posts.map(\.url))
        #expect(content.posts.first?.publishedAt == Date(timeIntervalSince1970: 1_615_548_116))
        #expect(workspace.text(of: "posts.json")?.contains(#""publishedAt": "2021-03-17T12:09:47.722Z""#) == true)
        let anonymous = try #require(content.comment(Identifier("commento-" + Self.hexAnonymous)))
        #expect(anonymous.postId == "commento-example.com_2Fblog_2Fpost_2F2")
        #expect(anonymous.author == CommentAuthor(id: "commento-anonymous", name: "Anonymous"))
        #expect(anonymous.body == "Example comment created by user.")
        #expect(anonymous.postedAt == Date(timeIntervalSince1970: 1_615_548_116))
        let first = try #require(content.comment(Identifier("commento-" + Self.hexA)))
        #expect(first.parentId == nil)
        #expect(
            first.author
                == CommentAuthor(
                    id: "commento-user-a1ac58ed1146bd7fe3feff6a7276f73955c3bfd23cacee00e2e0a7a89b1a8c10",
                    name: "User5276"))
        let reply = try #require(content.comment(Identifier("commento-" + Self.hexB)))
        #expect(reply.parentId == Identifier("commento-" + Self.hexA))
        #expect(reply.postId == "commento-example.com_2Fblog_2Fpost_2F1")
        #expect(reply.author.name == "Saturnin Uf")
        #expect(reply.body == "Great reply!")
        let file = try #require(workspace.text(of: "comments/commento-example.com_2Fblog_2Fpost_2F1.json"))
        #expect(file.contains(#""postedAt": "2021-03-17T12:09:47.722Z""#))
        #expect(file.contains(#""postedAt": "2021-05-11T15:43:01.853Z""#))
    }

    @Test func remark42sAPISampleWithEmptyBodies() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(ImportSample.path("commento", "remark42-api.json"), .commento)
        #expect((report.postsRead, report.commentsRead, report.postsImported, report.commentsImported) == (1, 7, 1, 7))
        #expect(report.emptyBodies == 7)
        #expect(report.description.contains("Note: 7 comments with no text left"))
        let content = try await workspace.load()
        #expect(content.posts.map(\.url) == ["https://example.com/example"])
        #expect(Set(content.comments.map(\.author.name)) == ["blank"])
        #expect(content.comments.filter { $0.parentId != nil }.count == 2)
        #expect(
            content.comment("commento-6d3bb64ff73b5f9d6a959212ffde472a51abf8bdefaa5ed843659796bceef9de")?.parentId
                == "commento-46baf36433830a4e8bda1de56290cf5fd74c08bfa844fee4ec1744985dc77010")
        #expect(
            content.comment("commento-098960fd01c1fc7c0d3ea428f52fab97ea5c18aa52f3565bba679224daddc687")?.parentId
                == "commento-23fcfcd03745ed71a9d23a9b59387a313df57e5c0faad8ba5dc96112766312c5")
    }

    @Test func commentoPlusPlusTestExportGzipped() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(
            ImportSample.path("commento", "commentoplusplus-import-test.json.gz"), .commento)
        #expect((report.postsRead, report.commentsRead, report.postsImported, report.commentsImported) == (1, 3, 1, 3))
        let content = try await workspace.load()
        #expect(content.posts.map(\.id) == ["commento-localhost_3A1313_2Fpost_2Ffirst_2Dpost_2F"])
        #expect(content.posts.map(\.url) == ["https://localhost:1313/post/first-post/"])
        // The reply comes first in the export; the fixture is ordered by date.
        #expect(
            content.comments.map { String($0.id.rawValue.prefix(17)) } == [
                "commento-7ed60b12", "commento-5a349182", "commento-a7c84f25",
            ])
        #expect(
            content.comment("commento-5a349182b3b8e25107ab2b12e514f40fe0b69160a334019491d7c204aff6fdc2")?.parentId
                == "commento-7ed60b1227f6c4850258a2ac0304e1936770117d6f3a379655f775c46b9f13cd")
        let john = try #require(
            content.comment("commento-a7c84f251b5a09d5b65e902cbe90633646437acefa3a52b761fee94002ac54c7"))
        #expect(john.author.name == "John Doe")
        #expect(john.body == "This is a test comment, bar foo\n\n#Here is something big\n\n```\nhere code();\n```")
    }

    @Test(
        "e-mail addresses, links and photos of commenters are never written",
        arguments: ["remark42-migrator.json", "remark42-api.json", "commentoplusplus-import-test.json.gz"])
    func noPersonalData(sample: String) throws {
        let workspace = try ImportWorkspace()
        try workspace.importFile(ImportSample.path("commento", sample), .commento)
        let written = workspace.writtenText()
        #expect(!written.isEmpty)
        for secret in [
            "@gmail.com", "somegreatmail", "john@doe.com", "@", "https://example.com/profile", "gravatar", "john.doe",
            "undefined", "sso:example.com",
        ] {
            #expect(!written.contains(secret), "\(secret) was written")
        }
    }

    @Test func reimportingChangesNothingAndADryRunWritesNothing() throws {
        let workspace = try ImportWorkspace()
        let sample = ImportSample.path("commento", "remark42-migrator.json")
        let dryRun = try workspace.importFile(sample, .commento, dryRun: true)
        #expect(dryRun.changes.count == 3)
        #expect(!FileManager.default.fileExists(atPath: workspace.content.path))
        try workspace.importFile(sample, .commento)
        let first = workspace.snapshot()
        #expect(first.count == 3)
        let again = try workspace.importFile(sample, .commento)
        #expect(workspace.snapshot() == first)
        #expect(again.changes.isEmpty && again.unchangedFiles == 3)
    }

    @Test func statesDeletionAndKeepDeleted() async throws {
        let export = CommentoJSON.export(
            comments: [
                CommentoJSON.comment("a1", commenter: "c1"),
                CommentoJSON.comment("a2", parent: "a1", markdown: "[deleted]", date: "2020-01-03T10:00:00Z"),
                CommentoJSON.comment("a3", parent: "a2", commenter: "c1", date: "2020-01-04T10:00:00Z"),
                CommentoJSON.comment("a4", state: "unapproved"),
                CommentoJSON.comment("a5", state: "flagged"),
                CommentoJSON.comment("a6", deleted: true),
                CommentoJSON.comment("a7", path: ""),
                CommentoJSON.comment("a8", date: "yesterday"),
                CommentoJSON.comment("a1", markdown: "A repeat"),
            ],
            commenters: [CommentoJSON.commenter("c1", name: "Zoë")])
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(export, .commento)
        #expect(
            report.skippedComments == [
                .deleted: 2, .unapproved: 1, .spam: 1, .orphaned: 1, .noDate: 1, .duplicateId: 1,
            ])
        let content = try await workspace.load()
        #expect(content.comments.map(\.id) == ["commento-a1", "commento-a3"])
        // a3 answered a2, deleted; a2 answered a1.
        #expect(content.comment("commento-a3")?.parentId == "commento-a1")
        #expect(content.comment("commento-a1")?.author == CommentAuthor(id: "commento-user-c1", name: "Zoë"))

        let keeping = try ImportWorkspace()
        let kept = try keeping.importExport(export, .commento, keepDeleted: true)
        #expect(kept.placeholders == 1)
        let keptContent = try await keeping.load()
        #expect(keptContent.comments.map(\.id) == ["commento-a1", "commento-a2", "commento-a3"])
        #expect(keptContent.comment("commento-a2")?.author.name == "[deleted]")
        #expect(keptContent.comment("commento-a3")?.parentId == "commento-a2")
    }

    @Test func markdownIsKeptAsWrittenAndRendersSafely() async throws {
        let markdown = "\n\n**Bold** <script>alert(1)</script> [x](javascript:alert(1))\r\nnext line  \n\n"
        let workspace = try ImportWorkspace()
        try workspace.importExport(
            CommentoJSON.export(comments: [CommentoJSON.comment("m1", markdown: markdown)]), .commento)
        let content = try await workspace.load()
        #expect(
            content.comment("commento-m1")?.body
                == "**Bold** <script>alert(1)</script> [x](javascript:alert(1))\nnext line")
        let pages = try await workspace.buildSite()
        let page = try #require(pages["posts/commento-blog.example.org_2Fpost_2F/index.html"])
        #expect(page.contains("<strong>Bold</strong>"))
        #expect(!page.contains("<script>alert(1)</script>"))
        #expect(!page.contains("javascript:alert"))
    }

    @Test(
        "a malformed export names its place and writes nothing",
        arguments: [
            (
                "{\"version\": 1, \"comments\": [\n  {\"commentHex\": \"a\",\n", "export-commento.xml:3:1",
                "invalid JSON"
            ),
            ("{\"version\": 1, \"comments\": {}}", "export-commento.xml:1:28: comments", "expected an array"),
            (
                "{\"version\": 1, \"comments\": [{\"commentHex\": 7}]}",
                "export-commento.xml:1:44: comments[0].commentHex",
                "expected a string"
            ),
            (
                "{\"version\": 2, \"comments\": []}", "export-commento.xml: version",
                "Commento export version 2 is not supported (only 1)"
            ),
            ("<disqus/>", "export-commento.xml:1:1", "invalid JSON"),
        ])
    func malformed(text: String, place: String, message: String) throws {
        let description = try ImportWorkspace().refusedImport(text, .commento).description
        #expect(description.contains(place + ": "), "\(description)")
        #expect(description.contains(message), "\(description)")
        #expect(description.hasSuffix("nothing was written"))
    }
}
