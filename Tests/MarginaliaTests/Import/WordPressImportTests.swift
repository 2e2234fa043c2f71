import Foundation
import MarginaliaImport
import MarginaliaModels
import Testing

@Suite("Importing WordPress exports")
struct WordPressImportTests {
    @Test func approvedCommentsOfPublishedPostsAreImported() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(
            WordPressXML.export(
                WordPressXML.item(
                    "18", title: "Hello &amp; welcome",
                    comments:
                        WordPressXML.comment(
                            "1", content: "First!\nSecond line.\n\nNew paragraph with <em>emphasis</em>.", userId: "3"),
                    WordPressXML.comment("2", parent: "1", author: "Søren", content: "A reply"))
            ), .wordpress)
        let content = try await workspace.load()
        #expect(
            content.posts == [
                Post(
                    id: "wp-18", title: "Hello & welcome", url: "https://blog.example.org/?p=18",
                    publishedAt: Date(timeIntervalSince1970: 1_577_872_800))
            ])
        #expect(content.comments.map(\.id) == ["wp-18-1", "wp-18-2"])
        #expect(content.comment("wp-18-1")?.body == "First!\\\nSecond line.\n\nNew paragraph with *emphasis*.")
        #expect(content.comment("wp-18-1")?.author == CommentAuthor(id: "wp-user-3", name: "Jane"))
        #expect(content.comment("wp-18-2")?.author == CommentAuthor(id: "wp-guest-S_C3_B8ren", name: "Søren"))
        #expect(content.comment("wp-18-2")?.parentId == "wp-18-1")
        #expect(report.changes.map(\.path) == ["posts.json", "comments/wp-18.json"])
    }

    @Test(
        "comments that are left out, and why",
        arguments: [
            (WordPressXML.comment("2", approved: "0"), CommentSkipReason.unapproved),
            (WordPressXML.comment("2", approved: "spam"), .spam),
            (WordPressXML.comment("2", approved: "trash"), .deleted),
            (WordPressXML.comment("2", type: "pingback"), .pingback),
            (WordPressXML.comment("2", type: "trackback"), .trackback),
            (WordPressXML.comment("2", type: "order_note"), .otherType("order_note")),
            (WordPressXML.comment("2", date: nil), .noDate),
            (WordPressXML.comment("1"), .duplicateId),
        ])
    func leftOut(comment: String, reason: CommentSkipReason) async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(
            WordPressXML.export(
                WordPressXML.item("7", comments: WordPressXML.comment("1"), comment)
            ), .wordpress)
        let content = try await workspace.load()
        #expect(content.comments.map(\.id) == ["wp-7-1"])
        #expect(report.skippedComments == [reason: 1])
    }

    @Test func commentIdsAreUniqueAcrossPosts() async throws {
        let workspace = try ImportWorkspace()
        try workspace.importExport(
            WordPressXML.export(
                WordPressXML.item("1", comments: WordPressXML.comment("11"), WordPressXML.comment("12", parent: "11")),
                WordPressXML.item("2", comments: WordPressXML.comment("11"))
            ), .wordpress)
        let content = try await workspace.load()
        #expect(content.comments.map(\.id) == ["wp-1-11", "wp-1-12", "wp-2-11"])
        #expect(content.comment("wp-1-12")?.parentId == "wp-1-11")
    }

    @Test func postsThatAreNotPublishedAreLeftOutWithTheirComments() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(
            WordPressXML.export(
                WordPressXML.item("1", status: "draft", comments: WordPressXML.comment("1")),
                WordPressXML.item("2", status: "private", comments: WordPressXML.comment("2")),
                WordPressXML.item("3", comments: WordPressXML.comment("3")),
                WordPressXML.item("4")
            ), .wordpress)
        #expect(try await workspace.load().posts.map(\.id) == ["wp-3"])
        #expect(
            report.skippedPosts == [
                .notPublished(status: "draft"): 1, .notPublished(status: "private"): 1, .noComments: 1,
            ])
        #expect(
            report.skippedComments == [
                .postSkipped(.notPublished(status: "draft")): 1, .postSkipped(.notPublished(status: "private")): 1,
            ])
    }

    @Test func missingDetailsAreFilledInAndSaidSo() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importExport(
            WordPressXML.export(
                WordPressXML.item(
                    nil, title: "", link: "https://blog.example.org/?p=4", date: nil, status: nil,
                    comments:
                        WordPressXML.comment("5", date: nil, localDate: "2021-06-01 12:00:00")),
                WordPressXML.item(nil, link: "https://blog.example.org/no-id/", comments: WordPressXML.comment("6"))
            ), .wordpress)
        let content = try await workspace.load()
        #expect(content.posts.map(\.id) == ["wp-4"])
        #expect(content.posts.first?.title == "https://blog.example.org/?p=4")
        #expect(content.posts.first?.publishedAt == Date(timeIntervalSince1970: 1_622_548_800))
        #expect(
            report.postNotes
                == {
                    var notes = PostNotes()
                    notes.withoutTitle = 1
                    notes.datedByFirstComment = 1
                    return notes
                }())
        #expect(report.commentDatesFromLocalTime == 1)
        #expect(report.skippedPosts == [.noId: 1])
        #expect(report.skippedComments == [.postSkipped(.noId): 1])
    }
}
