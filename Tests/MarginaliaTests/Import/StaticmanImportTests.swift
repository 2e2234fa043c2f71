import Foundation
import MarginaliaContent
import MarginaliaModels
import Testing

@testable import MarginaliaImport

/// `marginalia import staticman`, on the hand-written data folders in `Fixtures/staticman/` (one
/// per theme's format) and on written cases.
@Suite("Importing Staticman data folders")
struct StaticmanImportTests {
    /// The fixture id of a Staticman `_id`.
    static func id(_ raw: String) -> Identifier {
        Identifier("staticman-" + raw.replacingOccurrences(of: "-", with: "_2D"))
    }

    static func folder(_ name: String) -> String {
        ImportSample.path("staticman", name)
    }

    @Test func minimalMistakesFlatAndThreadedByPosition() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(Self.folder("minimal-mistakes/_data/comments"), .staticman)
        #expect((report.postsRead, report.commentsRead, report.postsImported, report.commentsImported) == (2, 6, 2, 6))
        #expect(report.skippedComments.isEmpty && report.repairs == ThreadingRepairs())
        let content = try await workspace.load()
        #expect(Set(content.posts.map(\.id)) == ["layout-comments", "threaded-comments"])
        let first = try #require(content.comment(Self.id("5b1e1d60-5f44-11e6-9b1f-0b7f4a6a5d0f")))
        #expect(first.postId == "layout-comments" && first.parentId == nil)
        #expect(first.author == CommentAuthor(id: "staticman-guest-Michael_20Rose", name: "Michael Rose"))
        #expect(first.body == "This is a test comment with **Markdown**.\n\nAnd a second paragraph.")
        #expect(first.postedAt == Date(timeIntervalSince1970: 1_470_942_205.928))
        // `replying_to` counts the post's top-level comments by file name, from 1.
        let ada = Self.id("01a7a6b0-6a12-11e7-8b4b-d1c3f3f5a1a1")
        let grace = Self.id("79c2e910-6a12-11e7-8b4b-d1c3f3f5a1a1")
        #expect(content.comment(ada)?.parentId == nil && content.comment(grace)?.parentId == nil)
        #expect(content.comment(Self.id("b1d1f4a0-6a12-11e7-8b4b-d1c3f3f5a1a1"))?.parentId == grace)
        #expect(content.comment(Self.id("e9e0ff30-6a12-11e7-8b4b-d1c3f3f5a1a1"))?.parentId == ada)
        #expect(content.comment(ada)?.postedAt == Date(timeIntervalSince1970: 1_500_000_000))
        // Gravatar hashes and links are never written.
        let written = workspace.writtenText()
        for never in ["1ce71bc10b86565464b612093d89707e", "0bc83cb571cd1c50ba6f3e8a78ef1346", "mademistakes.com"] {
            #expect(!written.contains(never))
        }
    }

    @Test func staticmanDocsParentIdJSONAndHTML() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(Self.folder("staticman-docs/_data/comments"), .staticman)
        #expect((report.postsImported, report.commentsImported) == (1, 2))
        let content = try await workspace.load()
        let parent = Self.id("7f7c5c70-9046-11ea-9e3e-5b1f8e0b4a11")
        let reply = try #require(content.comment(Self.id("c1d2e3f0-9046-11ea-9e3e-5b1f8e0b4a11")))
        #expect(reply.parentId == parent && reply.postId == "hello-world")
        #expect(reply.body == "Thanks & *agreed*.\n\nSecond paragraph.")
        #expect(
            workspace.text(of: "comments/hello-world.json")?.contains(#""postedAt": "2020-05-07T22:03:19.999Z""#)
                == true)
        #expect(content.comment(parent)?.body == "Staticman is **great**!")
        #expect(content.comment(parent)?.author.name == "Eduardo Bouças")
        #expect(!workspace.writtenText().contains("reader@example.org"))
        #expect(!workspace.writtenText().contains("@"))
    }

    @Test func hugoReplyIDAndReplyingToUID() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(Self.folder("hugo/data/comments"), .staticman)
        #expect((report.postsImported, report.commentsImported) == (2, 4))
        let content = try await workspace.load()
        let sam = Self.id("3c5a8e60-8510-11e8-8a5b-6d2b0a8e9b1c")
        #expect(content.comment(sam)?.parentId == nil)
        #expect(content.comment(sam)?.body == "Nice post! Here is some code:\n\n    let x = 1")
        #expect(content.comment(Self.id("5e8f0a10-8511-11e8-8a5b-6d2b0a8e9b1c"))?.parentId == sam)
        let kim = Self.id("a0000000-f7a1-11ea-9c3d-0242ac130003")
        #expect(content.comment(kim)?.postedAt == Date(timeIntervalSince1970: 1_599_992_800))
        #expect(content.comment(Self.id("b0000000-f7a1-11ea-9c3d-0242ac130003"))?.parentId == kim)
        let written = workspace.writtenText()
        for never in ["45c7e3b4d7b7c0f5f3b2a1e0d9c8b7a6", "0d3f1a2b3c4d5e6f7a8b9c0d1e2f3a4b", "sam.example.com"] {
            #expect(!written.contains(never))
        }
    }

    @Test func aSecondImportChangesNothingAndADryRunWritesNothing() throws {
        let workspace = try ImportWorkspace()
        let dry = try workspace.importFile(Self.folder("hugo/data/comments"), .staticman, dryRun: true)
        #expect(dry.commentsImported == 4 && !dry.changes.isEmpty)
        #expect(workspace.snapshot().isEmpty)
        for name in ["minimal-mistakes/_data/comments", "staticman-docs/_data/comments", "hugo/data/comments"] {
            try workspace.importFile(Self.folder(name), .staticman)
        }
        let before = workspace.snapshot()
        for name in ["minimal-mistakes/_data/comments", "staticman-docs/_data/comments", "hugo/data/comments"] {
            let again = try workspace.importFile(Self.folder(name), .staticman)
            #expect(again.changes.isEmpty)
        }
        #expect(workspace.snapshot() == before)
    }

    @Test func foldersMatchExistingPostsBySlugAndKeepThem() async throws {
        let workspace = try ImportWorkspace()
        let posts = """
            [{"id": "mine", "title": "Layout comments", "url": "https://blog.example.org/2016/08/layout-comments/", \
            "publishedAt": "2016-08-01T00:00:00Z"},
             {"id": "threaded-comments", "title": "Threads", "url": "", "publishedAt": "2017-07-01T00:00:00Z"}]
            """
        try workspace.write(posts, to: "Content/posts.json")
        let report = try workspace.importFile(Self.folder("minimal-mistakes/_data/comments"), .staticman)
        #expect(report.postsImported == 0 && report.postNotes.alreadyThere == 2)
        #expect(workspace.text(of: "posts.json") == posts)
        let content = try await workspace.load()
        #expect(content.comment(Self.id("5b1e1d60-5f44-11e6-9b1f-0b7f4a6a5d0f"))?.postId == "mine")
        #expect(
            workspace.snapshot().keys.sorted() == [
                "comments/mine.json", "comments/threaded-comments.json", "posts.json",
            ])
    }

    @Test func slugsOfPostURLs() {
        #expect(ExistingPosts.slug(ofURL: "https://b.example/2020/05/my-post/") == "my-post")
        #expect(ExistingPosts.slug(ofURL: "https://b.example/my-post.html?x=1#c") == "my-post")
        #expect(ExistingPosts.slug(ofURL: "https://b.example/my-post/index.html") == "my-post")
        #expect(ExistingPosts.slug(ofURL: "") == nil)
    }

    @Test func duplicatesEmailNamesAndMissingPositions() async throws {
        let workspace = try ImportWorkspace()
        try workspace.write("_id: one\nname: someone@example.org\nmessage: Hi\ndate: 1500000000\n", to: "in/p/a.yml")
        try workspace.write("_id: one\nname: Again\nmessage: Same id\ndate: 1500000001\n", to: "in/p/b.yml")
        try workspace.write(
            "_id: three\nname: Z\nmessage: To nobody\nreplying_to: '5'\ndate: 1500000002\n", to: "in/p/c.yml")
        try workspace.write("_id: four\nname: Y\nmessage: Not in a post\ndate: 1500000003\n", to: "in/loose.yml")
        try workspace.write("not a comment", to: "in/p/notes.txt")
        let report = try workspace.importFile(workspace.directory.path("in"), .staticman)
        #expect(report.commentsRead == 4 && report.commentsImported == 2)
        #expect(report.skippedComments == [.duplicateId: 1, .orphaned: 1])
        #expect(report.repairs.topLevelParentMissing == 1)
        let content = try await workspace.load()
        #expect(content.comment("staticman-one")?.author == CommentAuthor(id: "staticman-anonymous", name: "Anonymous"))
        #expect(content.comment("staticman-three")?.parentId == nil)
        #expect(!workspace.writtenText().contains("someone@example.org"))
    }

    /// Writes `text` as the one comment file of a post folder, imports it over content holding one
    /// post, checks that nothing changed, and returns the error's location and message.
    func refused(_ text: String, name: String = "b.yml") throws -> (MarginaliaContent.SourceLocation, String) {
        let workspace = try ImportWorkspace()
        try workspace.write("_id: fine\nname: A\nmessage: Fine\ndate: 1500000000\n", to: "in/p/a.yml")
        let path = try workspace.write(text, to: "in/p/\(name)")
        try workspace.write(
            #"[{"id": "mine", "title": "T", "url": "", "publishedAt": "2019-05-05T05:05:05Z"}]"#,
            to: "Content/posts.json")
        let before = workspace.snapshot()
        let error = try #require(throws: ImportError.self) {
            try workspace.importFile(workspace.directory.path("in"), .staticman)
        }
        #expect(workspace.snapshot() == before)
        guard case .invalidExport(let location, let message) = error else {
            Issue.record("unexpected error \(error)")
            return (MarginaliaContent.SourceLocation(file: ""), "")
        }
        #expect(location.file == path)
        #expect(error.description.hasSuffix("; nothing was written"))
        return (location, message)
    }

    @Test func yamlIndentedWithTabsStopsWithItsPlace() throws {
        let (location, message) = try refused("_id: b\nmessage:\n\tindented with a tab\ndate: 1500000000\n")
        #expect((location.line, location.column) == (3, 1))
        #expect(message.contains("tabs"))
    }

    @Test func aTruncatedFileStopsWithItsPlace() throws {
        let (location, message) = try refused("_id: b\nname: A\nmessage: \"Hello, wor")
        #expect(location.line == 3)
        #expect(message.hasPrefix("malformed YAML"))
    }

    @Test func wrongTypesStopWithTheirPlace() throws {
        let (list, listMessage) = try refused("_id: b\nname: [a, b]\n")
        #expect((list.line, list.column) == (2, 7) && listMessage.contains("`name` holds a list"))
        let (map, mapMessage) = try refused("_id: b\nmessage:\n  text: hi\n")
        #expect(map.line == 3 && mapMessage.contains("`message` holds a mapping"))
        let (position, positionMessage) = try refused("_id: b\nreplying_to: first\n")
        #expect((position.line, position.column) == (2, 14) && positionMessage.contains("replying_to"))
        let (date, dateMessage) = try refused("_id: b\ndate: yesterday\n")
        #expect((date.line, date.column) == (2, 7) && dateMessage.contains("not a date"))
        let (whole, wholeMessage) = try refused("- a\n- b\n")
        #expect(whole.line == 1 && wholeMessage.contains("mapping of fields"))
        let (json, _) = try refused(#"{"_id": "b", "name": "A", "message": "cut"#, name: "b.json")
        #expect(json.line == 1)
        let (jsonList, jsonListMessage) = try refused("{\"_id\": \"b\",\n \"name\": [1]}", name: "b.json")
        #expect(jsonList.line == 2 && jsonList.jsonPath == "name" && jsonListMessage.contains("string"))
        let (jsonDate, jsonDateMessage) = try refused(#"{"_id": "b", "date": "soon"}"#, name: "b.json")
        #expect(jsonDate.jsonPath == "date" && jsonDateMessage.contains("not a date"))
    }

    @Test func jsonFilesFollowJSONsRules() async throws {
        let workspace = try ImportWorkspace()
        let json = #"{"_id": "x", "name": "A\/B", "message": "smile \ud83d\ude00", "date": 1500000000}"#
        try workspace.write(json, to: "in/p/c.json")
        try workspace.importFile(workspace.directory.path("in"), .staticman)
        let comment = try #require(try await workspace.load().comment("staticman-x"))
        #expect(comment.body == "smile 😀" && comment.author.name == "A/B")
    }

    @Test func keepDeletedIsRefusedBeforeAnyFileIsRead() throws {
        // A Staticman folder holds no deleted comments: a deleted comment is a deleted file, and
        // `hidden` is Minimal Mistakes' honeypot field. The flag is refused before the folder is
        // read: its one file, which is not YAML, is never looked at.
        let workspace = try ImportWorkspace()
        try workspace.write(#"[{"id": "p", "title": "P", "url": ""}]"#, to: "Content/posts.json")
        try workspace.write("_id: a\n\tmessage: tab\n", to: "in/p/a.yml")
        let before = workspace.snapshot()
        let error = try #require(throws: ImportError.self) {
            try workspace.importFile(workspace.directory.path("in"), .staticman, keepDeleted: true)
        }
        #expect(error == .keepDeletedWithoutDeletedComments(.staticman))
        #expect(
            error.description
                == "error: --keep-deleted does not apply to a Staticman data folder (_data/comments/): "
                + "it holds no deleted comments to keep (the flag is for disqus, wordpress, commento, remark42, isso);"
                + " import it without --keep-deleted; nothing was written")
        #expect(workspace.snapshot() == before)
    }

    @Test func aFileOrAnEmptyFolderIsRefused() throws {
        let workspace = try ImportWorkspace()
        let file = try workspace.write("_id: a\n", to: "a.yml")
        #expect(throws: ImportError.unreadableExport(path: file, reason: "it is a file, not a folder")) {
            try workspace.importFile(file, .staticman)
        }
        try workspace.write("", to: "empty/p/.keep")
        #expect(throws: ImportError.emptyExport(path: workspace.directory.path("empty"), format: .staticman)) {
            try workspace.importFile(workspace.directory.path("empty"), .staticman)
        }
    }
}
