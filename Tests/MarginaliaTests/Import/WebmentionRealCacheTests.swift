import Foundation
import MarginaliaImport
import MarginaliaModels
import Testing

/// `marginalia import webmention` on a real webmention.io cache: `Fixtures/webmention/mxb-dev-cache.json`,
/// the `_cache/webmentions.json` that the Eleventy site mxb.dev committed (its README names the
/// repository, commit and licence, and what was trimmed). 57 entries: on three posts 26 replies
/// and mentions (10 of them links without text, from sites that copy articles), 14 likes, 14
/// reposts and a bookmark, and two mentions of the home page.
@Suite("Importing a real webmention.io cache")
struct WebmentionRealCacheTests {
    static let cache = ImportSample.path("webmention", "mxb-dev-cache.json")

    /// A content folder with the three posts the cache mentions, their `url`s as the blog gives
    /// them (one without its final slash), and no comments.
    static func workspace() throws -> ImportWorkspace {
        let workspace = try ImportWorkspace()
        try workspace.write(
            #"{"title": "Comments", "baseURL": "https://comments.example.org/"}"#, to: "Content/site.json")
        try workspace.write(
            """
            [
              {"id": "notes-2019-02-11", "title": "Note", "url": "https://mxb.dev/notes/2019-02-11/", "publishedAt": "2019-02-11T08:00:00Z"},
              {"id": "good-enough", "title": "Good Enough", "url": "https://mxb.dev/blog/good-enough", "publishedAt": "2019-06-10T08:00:00Z"},
              {"id": "hurricane-web", "title": "Hurricane Web", "url": "https://mxb.dev/blog/hurricane-web/", "publishedAt": "2019-10-01T08:00:00Z"}
            ]
            """, to: "Content/posts.json")
        return workspace
    }

    @Test func repliesAndMentionsBecomeCommentsAndTheRestReactions() async throws {
        let workspace = try Self.workspace()
        let report = try workspace.importFile(Self.cache, .webmention)
        #expect(report.commentsRead == 57 && report.commentsImported == 16 && report.reactionsImported == 29)
        #expect(report.skippedComments == [.unknownTarget: 2, .noText: 10], "\(report.skippedComments)")
        #expect(report.emptyBodies == 0)
        let content = try await workspace.load()
        let comments = Dictionary(grouping: content.comments, by: \.postId).mapValues(\.count)
        #expect(comments == ["notes-2019-02-11": 9, "good-enough": 7])
        #expect(content.comments.allSatisfy { !$0.heldBody.isEmpty })
        // Bridgy's replies answer the post, never one another: no fragment names a comment.
        #expect(content.comments.allSatisfy { $0.parentId == nil })
        let kinds = Dictionary(grouping: content.reactions, by: \.kind).mapValues(\.count)
        #expect(kinds == [.like: 14, .repost: 14, .bookmark: 1])
        let reposts = content.reactions.filter { $0.kind == .repost }
        #expect(Set(reposts.map(\.postId)) == ["hurricane-web"])
        #expect(
            content.reactions.filter { $0.postId == "notes-2019-02-11" }.map(\.kind)
                == Array(repeating: .like, count: 7))
    }

    @Test func aReplyKeepsItsAuthorTextDateAndSource() async throws {
        let workspace = try Self.workspace()
        try workspace.importFile(Self.cache, .webmention)
        let content = try await workspace.load()
        // Plain text (`content-type` text/plain, no `html`).
        let max = try #require(content.comment("webmention-587950"))
        #expect(max.postId == "notes-2019-02-11")
        #expect(max.author.name == "Max Böck" && max.author.url == "https://twitter.com/mxbck")
        #expect(
            max.author.avatarURL
                == "https://webmention.io/avatar/pbs.twimg.com/f9505fc9829de579badbe23b80011426bfb07a1095d197c4de9c2af1dff7fd27.jpg"
        )
        #expect(max.sourceURL == "https://twitter.com/mxbck/status/1094922424880189440")
        #expect(
            max.body
                == "true. the option to get your content out in some form is important (that's even possible with twitter/medium currently). I meant that you're tied to the success/failure of wpcom as a platform - if you host yourself, you're more independent."
        )
        #expect(max.postedAt == Date(timeIntervalSince1970: 1_549_884_823)) // 2019-02-11T11:33:43+00:00
        // HTML: its link kept, its `_` escaped.
        let richard = try #require(content.comment("webmention-587897"))
        #expect(richard.author.name == "Richard Hemmer")
        #expect(
            richard.heldBody.hasPrefix(
                "I agree. There is [@cloudron\\_io](https://twitter.com/cloudron_io), which I use for most of my self hosting needs."
            ), "\(richard.body)")
        // `<br />` pairs in Bridgy's HTML are paragraphs; `&amp;` is text.
        let vuild = try #require(content.comment("webmention-624707"))
        #expect(vuild.postId == "good-enough")
        #expect(
            vuild.heldBody.hasPrefix("Exactly this. Pub half & unfinished posts, come back to them & finish them up."),
            "\(vuild.body)")
    }

    @Test func linksWithoutTextAreLeftOutAndATitleAloneIsTheBody() async throws {
        let workspace = try Self.workspace()
        try workspace.importFile(Self.cache, .webmention)
        let content = try await workspace.load()
        // Ten sites that copied the post sent a mention with no `content` and no `name`.
        let linkOnly = [
            675509, 674882, 674878, 674488, 674377, 674303, 674198, 673297, 673261, 673241,
        ]
        for id in linkOnly { #expect(content.comment(Identifier("webmention-\(id)")) == nil, "\(id)") }
        let written = workspace.writtenText()
        #expect(!written.contains("graficznie.com.pl") && !written.contains("all-markup-news.com"))
        // Two had a `name` and no `content`: the name is the body, the copy is the source.
        let titled = try #require(content.comment("webmention-674461"))
        #expect(titled.body == "Advice for Technical Writing" && titled.author.name == "Admin")
        #expect(titled.sourceURL == "http://browserzone.com/advice-for-technical-writing/")
        #expect(content.comment("webmention-673233")?.body == "admin")
    }

    @Test func likesWithoutADateAreDatedWhenReceived() async throws {
        let workspace = try Self.workspace()
        try workspace.importFile(Self.cache, .webmention)
        let reactions = try await workspace.load().reactions
        let dom = try #require(reactions.first { $0.id == "webmention-592961" })
        #expect(dom.kind == .like && dom.postId == "notes-2019-02-11")
        #expect(dom.author.name == "Dom" && dom.author.url == "https://twitter.com/Ishydo")
        #expect(dom.url == "https://twitter.com/mxbck/status/1099711635789213696#favorited-by-1260320083")
        // `published: null`: 2019-02-24T17:05:41Z, when webmention.io received it.
        #expect(dom.publishedAt == Date(timeIntervalSince1970: 1_551_027_941))
        // adactio.com's bookmark gives `published` without an offset, which is not read: it is
        // dated when received, 2019-11-21T17:18:36Z.
        let bookmark = try #require(reactions.first { $0.kind == .bookmark })
        #expect(bookmark.id == "webmention-726496" && bookmark.author.name == "Jeremy Keith")
        #expect(bookmark.url == "https://adactio.com/links/16147")
        #expect(bookmark.publishedAt == Date(timeIntervalSince1970: 1_574_356_716))
    }

    @Test func aSecondImportChangesNoByte() throws {
        let workspace = try Self.workspace()
        let first = try workspace.importFile(Self.cache, .webmention)
        #expect(
            first.changes.map(\.path) == [
                "comments/good-enough.json", "comments/notes-2019-02-11.json", "reactions/good-enough.json",
                "reactions/hurricane-web.json", "reactions/notes-2019-02-11.json",
            ])
        let imported = workspace.snapshot()
        let again = try workspace.importFile(Self.cache, .webmention)
        #expect(again.changes.isEmpty && again.unchangedFiles == 5)
        #expect(workspace.snapshot() == imported)
    }

    @Test func theSummaryCountsMentionsCommentsAndReactionsApart() throws {
        let report = try Self.workspace().importFile(Self.cache, .webmention)
        let lines = report.description.components(separatedBy: "\n")
        #expect(lines.first?.hasPrefix("Read 4 targets and 57 mentions from ") == true, "\(lines)")
        #expect(lines.contains("Imported 0 posts, 16 comments and 29 reactions."), "\(lines)")
        #expect(
            lines.contains("Left out 12 mentions:") && lines.contains("  2 mentioning a page that is no post's url"))
        #expect(lines.contains("  10 without text: no content and no name, only a link to the post"), "\(lines)")
        #expect(!lines.contains { $0.contains("no text left after dropping unsupported HTML") }, "\(lines)")
        #expect(
            lines.contains("In all: 5 files, 5 of them new; 16 new comments, 0 updated; 29 new reactions, 0 updated."))
    }

    @Test func aMentionMadePrivateIsLeftOutAndNeverWritten() async throws {
        // The cache holds no private mention (a blog's cache comes from the public API), so one
        // real reply is marked private here.
        let workspace = try Self.workspace()
        var feed = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.cache)))
                as? [String: Any])
        var children = try #require(feed["children"] as? [[String: Any]])
        let index = try #require(children.firstIndex { $0["wm-id"] as? Int == 587921 })
        children[index]["wm-private"] = true
        feed["children"] = children
        let path = workspace.root.appendingPathComponent("private.json")
        try JSONSerialization.data(withJSONObject: feed).write(to: path)
        let report = try workspace.importFile(path.path, .webmention)
        #expect(report.skippedComments == [.unknownTarget: 2, .noText: 10, .privateMention: 1])
        #expect(report.commentsImported == 15)
        #expect(try await workspace.load().comment("webmention-587921") == nil)
        let written = workspace.writtenText()
        #expect(!written.contains("mkalina") && !written.contains("export posts and pages"))
    }
}
