import Foundation
import MarginaliaImport
import MarginaliaModels
import Testing

@Suite("Importing Disqus exports")
struct DisqusImportTests {
    @Test func threadsBecomePostsAndPostsBecomeComments() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(
            DisqusXML.export(
                DisqusXML.thread("10", title: "Views &amp; models", createdAt: "2020-01-01T10:00:00Z"),
                DisqusXML.thread("11", title: "Second"),
                DisqusXML.post("100", thread: "10", message: "<p>First <em>post</em>!</p><p>Two paragraphs.</p>"),
                DisqusXML.post(
                    "101", thread: "10", parent: "100", message: "<p>A reply</p>", name: "Søren", username: "soren"),
                DisqusXML.post("102", thread: "11", message: "<p>Elsewhere</p>")
            ), .disqus)

        let content = try await workspace.load()
        #expect(content.posts.map(\.id) == ["disqus-10", "disqus-11"])
        #expect(content.posts[0].title == "Views & models")
        #expect(content.posts[0].url == "https://blog.example.org/10/")
        #expect(content.posts[0].publishedAt == Date(timeIntervalSince1970: 1_577_872_800))
        #expect(content.comments.map(\.id) == ["disqus-100", "disqus-101", "disqus-102"])
        let reply = try #require(content.comment("disqus-101"))
        #expect(reply.postId == "disqus-10")
        #expect(reply.parentId == "disqus-100")
        #expect(reply.author == CommentAuthor(id: "disqus-user-soren", name: "Søren"))
        #expect(reply.postedAt == Date(timeIntervalSince1970: 1_577_959_200))
        #expect(content.comment("disqus-100")?.body == "First *post*!\n\nTwo paragraphs.")
        #expect(report.postsImported == 2)
        #expect(report.commentsImported == 3)
        #expect(report.changes.map(\.path) == ["posts.json", "comments/disqus-10.json", "comments/disqus-11.json"])
        #expect(report.description.hasSuffix("In all: 3 files, 3 of them new; 3 new comments, 0 updated."))
    }

    @Test func anonymousAuthorsKeepTheirDisplayName() async throws {
        let workspace = try ImportWorkspace()
        try workspace.importExport(
            DisqusXML.export(
                DisqusXML.thread("1"),
                DisqusXML.post("2", thread: "1", name: "A passer-by", username: nil, anonymous: true),
                DisqusXML.post("3", thread: "1", name: "", username: "handle", anonymous: false),
                DisqusXML.post("4", thread: "1", name: "", username: nil, anonymous: true)
            ), .disqus)
        let content = try await workspace.load()
        #expect(
            content.comment("disqus-2")?.author
                == CommentAuthor(id: "disqus-guest-A_20passer_2Dby", name: "A passer-by"))
        #expect(content.comment("disqus-3")?.author.name == "handle")
        #expect(content.comment("disqus-4")?.author.name == "Anonymous")
    }

    @Test func spamAndDeletedAreLeftOutAndTheirRepliesRethreaded() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(threadWithRemovedComments, .disqus)
        let content = try await workspace.load()
        #expect(content.comments.map(\.id) == ["disqus-1", "disqus-4", "disqus-6"])
        // 4 answered 3 (deleted), which answered 1: it now answers 1.
        #expect(content.comment("disqus-4")?.parentId == "disqus-1")
        // 6 answered 5 (spam), a top-level comment: it is top-level now.
        #expect(content.comment("disqus-6")?.parentId == nil)
        #expect(report.skippedComments == [.deleted: 2, .spam: 1])
        #expect(report.repairs.reattachedToAncestor == 1)
        #expect(report.repairs.topLevelParentLeftOut == 1)
        #expect(report.description.contains("Re-threaded 1 reply whose parent was left out"))
        #expect(report.description.contains("Made 1 reply top-level: 1 parent and every ancestor left out."))
    }

    @Test func keepDeletedKeepsPlaceholdersThatHaveReplies() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(threadWithRemovedComments, .disqus, keepDeleted: true)
        let content = try await workspace.load()
        // 3 (deleted, with a reply) becomes a placeholder; 7 (deleted, no replies) stays out.
        #expect(content.comments.map(\.id) == ["disqus-1", "disqus-3", "disqus-4", "disqus-6"])
        let placeholder = try #require(content.comment("disqus-3"))
        #expect(placeholder.author.name == "[deleted]")
        #expect(placeholder.body == #"\[deleted\]"#)
        #expect(placeholder.parentId == "disqus-1")
        #expect(content.comment("disqus-4")?.parentId == "disqus-3")
        #expect(report.placeholders == 1)
        #expect(report.skippedComments == [.deleted: 1, .spam: 1])
    }

    @Test func orphansMissingParentsAndCyclesStillBuild() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(
            DisqusXML.export(
                DisqusXML.thread("1"),
                DisqusXML.thread("2"),
                DisqusXML.post("10", thread: "404"),
                DisqusXML.post("11", thread: "1", parent: "999"),
                DisqusXML.post("12", thread: "1", parent: "13"),
                DisqusXML.post("13", thread: "1", parent: "12"),
                DisqusXML.post("14", thread: "2", parent: "11"),
                DisqusXML.post("15", thread: "1", parent: "15")
            ), .disqus)
        let content = try await workspace.load()
        #expect(content.comment("disqus-10") == nil)
        #expect(content.comment("disqus-11")?.parentId == nil)
        #expect(content.comment("disqus-14")?.parentId == nil)
        #expect(content.comment("disqus-15")?.parentId == nil)
        #expect(
            [content.comment("disqus-12")?.parentId, content.comment("disqus-13")?.parentId].compactMap { $0 }.count
                == 1)
        #expect(report.skippedComments == [.orphaned: 1])
        #expect(report.repairs.topLevelParentMissing == 3)
        #expect(report.repairs.topLevelInCycle == 1)
    }

    @Test func deletedThreadsAndThreadsWithoutCommentsAreLeftOut() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(
            DisqusXML.export(
                DisqusXML.thread("1"), DisqusXML.thread("2", deleted: true), DisqusXML.thread("3"),
                DisqusXML.post("10", thread: "1"), DisqusXML.post("11", thread: "2")
            ), .disqus)
        let content = try await workspace.load()
        #expect(content.posts.map(\.id) == ["disqus-1"])
        #expect(report.skippedPosts == [.deleted: 1, .noComments: 1])
        #expect(report.skippedComments == [.postSkipped(.deleted): 1])
    }

    @Test func entitiesNestedFormattingAndHostileHTMLInMessages() async throws {
        let workspace = try ImportWorkspace()
        try workspace.importExport(
            DisqusXML.export(
                DisqusXML.thread("1"),
                DisqusXML.post(
                    "2", thread: "1",
                    message:
                        "<p>caf&eacute; &amp; 東京 &lt;3 <b>bold <i>and italic</i></b></p><script>alert(1)</script><img src=x onerror=alert(1)><a href=\"javascript:alert(1)\">click</a>"
                ),
                DisqusXML.post("3", thread: "1", message: "Plain *text* with a < and no markup")
            ), .disqus)
        let content = try await workspace.load()
        #expect(content.comment("disqus-2")?.heldBody == #"café & 東京 \<3 **bold *and italic***"# + "\n\nclick")
        #expect(content.comment("disqus-3")?.body == #"Plain \*text\* with a \< and no markup"#)
    }

    /// Thread 1: 1 ← 3 (deleted) ← 4; 5 (spam) ← 6; 7 (deleted, no replies).
    private var threadWithRemovedComments: String {
        DisqusXML.export(
            DisqusXML.thread("100"),
            DisqusXML.post("1", thread: "100"),
            DisqusXML.post("3", thread: "100", parent: "1", deleted: true),
            DisqusXML.post("4", thread: "100", parent: "3"),
            DisqusXML.post("5", thread: "100", spam: true),
            DisqusXML.post("6", thread: "100", parent: "5"),
            DisqusXML.post("7", thread: "100", deleted: true)
        )
    }
}
