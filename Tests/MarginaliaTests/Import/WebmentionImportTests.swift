import Foundation
import MarginaliaImport
import MarginaliaModels
import Testing

/// `marginalia import webmention`, on the hand-written feeds in `Fixtures/webmention/` (in
/// webmention.io's documented jf2) and on written cases.
@Suite("Importing webmention.io feeds")
struct WebmentionImportTests {
    static let feed = ImportSample.path("webmention", "feed.jf2.json")
    static let updated = ImportSample.path("webmention", "cache-updated.json")

    /// A content folder with two posts (on the blog at blog.example.org, the comments at
    /// comments.example.org) and one comment, `c1`.
    static func workspace() throws -> ImportWorkspace {
        let workspace = try ImportWorkspace()
        try workspace.write(
            #"{"title": "Comments", "baseURL": "https://comments.example.org/"}"#, to: "Content/site.json")
        try workspace.write(
            """
            [
              {"id": "view-models-for-html", "title": "View models", "url": "https://blog.example.org/2026/10/view-models-for-html/", "publishedAt": "2026-10-02T08:00:00Z"},
              {"id": "logic-less-templates", "title": "Logic-less", "url": "https://blog.example.org/2024/08/logic-less-templates/", "publishedAt": "2024-08-19T07:30:00Z"}
            ]
            """, to: "Content/posts.json")
        try workspace.write(
            """
            [{"id": "c1", "postId": "view-models-for-html", "author": {"id": "u1", "name": "Jo"}, "body": "First", "postedAt": "2026-11-01T10:00:00Z"}]
            """, to: "Content/comments/view-models-for-html.json")
        return workspace
    }

    @Test func repliesAndMentionsBecomeCommentsOnTheirPosts() async throws {
        let workspace = try Self.workspace()
        let report = try workspace.importFile(Self.feed, .webmention)
        #expect(report.commentsRead == 9 && report.commentsImported == 4 && report.postsImported == 0)
        #expect(report.skippedComments == [.privateMention: 1, .unknownTarget: 1], "\(report.skippedComments)")
        #expect(report.reactionsImported == 3)
        let content = try await workspace.load()
        let ada = try #require(content.comment("webmention-1850001"))
        #expect(ada.postId == "view-models-for-html" && ada.parentId == nil)
        #expect(ada.author.name == "Ada Quill")
        #expect(ada.author.url == "https://mastodon.social/@adaquill")
        #expect(ada.author.avatarURL == "https://webmention.io/avatar/files.mastodon.social/0f1e2d3c4b5a.png")
        #expect(ada.sourceURL == "https://mastodon.social/@adaquill/113456789012345678")
        #expect(
            ada.body == "[@blog](https://blog.example.org/) View models made our templates *boring*, in the best way.")
        #expect(ada.postedAt == Date(timeIntervalSince1970: 1_795_166_100))
        #expect(ada.editedAt == nil)
        // The target's scheme, host case, index.html, query and fragment do not keep it from its post;
        // plain text is escaped, its line break kept.
        let dana = try #require(content.comment("webmention-1850005"))
        #expect(dana.postId == "logic-less-templates")
        #expect(
            dana.body
                == "Still true: the template can't branch on a value it doesn't have.\\\nA \\<b> tag stays text & so does \\*this\\*."
        )
        // A card without a name is named by its page's host; a target naming a comment answers it,
        // on the blog's page or on this site's.
        let gus = try #require(content.comment("webmention-1850008"))
        #expect(gus.author.name == "gus.example.org" && gus.author.avatarURL == nil)
        #expect(gus.parentId == "c1")
        #expect(content.comment("webmention-1850009")?.parentId == "webmention-1850001")
        #expect(content.comments.filter { $0.postId == "view-models-for-html" }.count == 4)
        #expect(workspace.text(of: "comments/logic-less-templates.json") != nil)
    }

    @Test func likesRepostsAndBookmarksBecomeReactions() async throws {
        let workspace = try Self.workspace()
        try workspace.importFile(Self.feed, .webmention)
        let reactions = try await workspace.load().reactions
        #expect(reactions.map(\.id) == ["webmention-1850004", "webmention-1850002", "webmention-1850003"])
        #expect(reactions.map(\.kind) == [.bookmark, .like, .repost])
        #expect(reactions.map(\.postId) == ["logic-less-templates", "view-models-for-html", "view-models-for-html"])
        let like = reactions[1]
        #expect(
            like.author
                == ReactionAuthor(
                    name: "Bo Lindqvist", url: "https://fosstodon.org/@bo",
                    photo: "https://webmention.io/avatar/files.mastodon.social/9a8b7c6d5e4f.png"))
        #expect(like.url == "https://fosstodon.org/@bo/113456789099999999#favorited-by-108000000000000001")
        // No `published`: the date webmention.io received it.
        #expect(like.publishedAt == Date(timeIntervalSince1970: 1_795_168_931))
        // An empty photo is no photo.
        #expect(reactions[2].author.photo == nil)
        let file = try #require(workspace.text(of: "reactions/view-models-for-html.json"))
        #expect(file.contains(#""kind": "like""#) && file.contains(#""publishedAt": "2026-11-20T10:02:11Z""#))
    }

    @Test func theBareArrayThatBlogsCacheReadsAsTheFeedDoes() async throws {
        let fromFeed = try Self.workspace()
        try fromFeed.importFile(Self.feed, .webmention)
        let fromCache = try Self.workspace()
        let report = try fromCache.importFile(Self.updated, .webmention)
        #expect(report.commentsRead == 9 && report.commentsImported == 4)
        let feedIds = try await fromFeed.load().comments.map(\.id)
        #expect(try await fromCache.load().comments.map(\.id) == feedIds)
    }

    @Test func reimportingChangesNothingAndADryRunWritesNothing() throws {
        let workspace = try Self.workspace()
        let before = workspace.snapshot()
        let dryRun = try workspace.importFile(Self.feed, .webmention, dryRun: true)
        #expect(
            dryRun.changes.map(\.path) == [
                "comments/logic-less-templates.json", "comments/view-models-for-html.json",
                "reactions/logic-less-templates.json", "reactions/view-models-for-html.json",
            ])
        #expect(workspace.snapshot() == before)
        try workspace.importFile(Self.feed, .webmention)
        let first = workspace.snapshot()
        let again = try workspace.importFile(Self.feed, .webmention)
        #expect(workspace.snapshot() == first)
        #expect(again.changes.isEmpty && again.unchangedFiles == 4)
    }

    @Test func aMentionSentAgainWithOtherContentIsUpdatedAndMarkedEdited() async throws {
        let workspace = try Self.workspace()
        try workspace.importFile(Self.feed, .webmention)
        let report = try workspace.importFile(Self.updated, .webmention)
        #expect(report.changes.map(\.updatedRecords) == [1] && report.changes.map(\.newRecords) == [0])
        let ada = try #require(try await workspace.load().comment("webmention-1850001"))
        #expect(ada.heldBody.hasSuffix("(Edited: and faster.)"))
        #expect(ada.editedAt == Date(timeIntervalSince1970: 1_795_420_800))
        let first = workspace.snapshot()
        let again = try workspace.importFile(Self.updated, .webmention)
        #expect(again.changes.isEmpty)
        #expect(workspace.snapshot() == first)
    }

    @Test func privateMentionsAndUnknownFieldsAreNeverWritten() throws {
        let workspace = try Self.workspace()
        let feed = try workspace.write(
            """
            [{"type": "entry", "author": {"name": "Ann", "url": "https://ann.example/", "email": "ann@mail.example"},
              "wm-id": 5, "wm-target": "https://blog.example.org/2024/08/logic-less-templates/",
              "wm-property": "in-reply-to", "published": "2026-11-20T09:00:00Z", "content": {"text": "Hello"},
              "wm-ip": "203.0.113.9"}]
            """, to: "feed.json")
        try workspace.importFile(feed, .webmention)
        try workspace.importFile(Self.feed, .webmention)
        let written = workspace.writtenText()
        for secret in ["ann@mail.example", "203.0.113.9", "eyes only", "eve.example", "about page"] {
            #expect(!written.contains(secret), "\(secret) was written")
        }
        #expect(written.contains("webmention-5"))
    }

    @Test(
        "a malformed feed stops with its place and writes nothing",
        arguments: [
            ("[{\"wm-id\": 1,\n  \"wm-target\": \"x\"", "feed.json:2:19: the file ends in the middle of its JSON"),
            ("{\"children\": [\n {\"wm-id\": 1} ,, {}]}", "feed.json:2:16: expected a value, found \",\""),
            ("[{\"wm-id\": 01}]", "feed.json:1:12: \"01\" is not a JSON number"),
            ("{\"type\": \"feed\", \"items\": []}", "feed.json:1:1: a webmention.io feed has a \"children\" array"),
            ("\"feed\"", "feed.json:1:1: expected a JSON array or object"),
            (
                "{\"children\": [{},\n  {\"wm-id\": 2,\n   \"wm-private\": \"no\"}]}",
                "feed.json:3:18: children[1].wm-private"
            ),
        ])
    func malformedFeeds(text: String, expected: String) throws {
        let workspace = try Self.workspace()
        let path = try workspace.write(text, to: "feed.json")
        let before = workspace.snapshot()
        let error = try #require(throws: ImportError.self) { try workspace.importFile(path, .webmention) }
        #expect(workspace.snapshot() == before)
        let message = error.description.replacingOccurrences(of: workspace.root.path + "/", with: "")
        #expect(message.contains(expected), "\(message)")
    }

    @Test func theSummaryCountsCommentsAndReactionsApartAndSaysWhatWasLeftOut() throws {
        let report = try Self.workspace().importFile(Self.feed, .webmention, dryRun: true)
        let lines = report.description.components(separatedBy: "\n")
        #expect(lines.first?.hasPrefix("Read 6 targets and 9 mentions from ") == true, "\(lines)")
        #expect(lines.contains("Would import 0 posts, 4 comments and 3 reactions."), "\(lines)")
        #expect(lines.contains("Left out 2 mentions:"))
        #expect(lines.contains("  1 private (wm-private): never imported"))
        #expect(lines.contains("  1 mentioning a page that is no post's url"))
        #expect(
            lines.contains("In all: 4 files, 3 of them new; 4 new comments, 0 updated; 3 new reactions, 0 updated."))
    }

    @Test func aMentionWithoutTextIsLeftOutAndCounted() async throws {
        let workspace = try Self.workspace()
        func entry(
            _ id: Int, _ property: String, _ fields: String = "",
            target: String = "https://blog.example.org/2024/08/logic-less-templates/"
        ) -> String {
            #"{"wm-id": \#(id), "wm-property": "\#(property)", "wm-target": "\#(target)", "#
                + #""wm-source": "https://copies.example/\#(id)/", "published": "2026-11-2\#(id)T09:00:00Z""#
                + fields + "}"
        }
        let feed = try workspace.write(
            "["
                + [
                    // A link and nothing more: no content, no name; whitespace is no text either.
                    entry(1, "mention-of"),
                    entry(2, "in-reply-to", #", "name": " ", "content": {"html": " ", "text": "\n"}"#),
                    // A name alone is the mentioning page's title, and its body.
                    entry(3, "mention-of", #", "name": "Advice for writing""#),
                    // HTML whose every part is dropped is text the converter could not keep.
                    entry(4, "in-reply-to", #", "content": {"html": "<img src=\"https://copies.example/a.png\">"}"#),
                    // A like says nothing by nature; an unknown page is counted as that.
                    entry(5, "like-of"),
                    entry(6, "mention-of", target: "https://blog.example.org/about/"),
                ].joined(separator: ",\n") + "]", to: "feed.json")
        let report = try workspace.importFile(feed, .webmention)
        #expect(report.skippedComments == [.noText: 2, .unknownTarget: 1], "\(report.skippedComments)")
        #expect(report.commentsImported == 2 && report.reactionsImported == 1 && report.emptyBodies == 1)
        let lines = report.description.components(separatedBy: "\n")
        #expect(lines.contains("Left out 3 mentions:"), "\(lines)")
        #expect(lines.contains("  2 without text: no content and no name, only a link to the post"), "\(lines)")
        #expect(lines.contains("Note: 1 comment with no text left after dropping unsupported HTML."), "\(lines)")
        let content = try await workspace.load()
        #expect(content.comment("webmention-1") == nil && content.comment("webmention-2") == nil)
        #expect(content.comment("webmention-3")?.body == "Advice for writing")
        #expect(content.comment("webmention-4")?.body == "")
        #expect(content.reactions.map(\.id) == ["webmention-5"])
        #expect(!workspace.writtenText().contains("copies.example/1/"))
    }

    @Test func keepDeletedIsRefusedForAFeedThatHasNoDeletedComments() throws {
        let workspace = try Self.workspace()
        let before = workspace.snapshot()
        let error = try #require(throws: ImportError.self) {
            try workspace.importFile(Self.feed, .webmention, keepDeleted: true)
        }
        #expect(error == .keepDeletedWithoutDeletedComments(.webmention))
        #expect(
            error.description
                == "error: --keep-deleted does not apply to a webmention.io feed (jf2, or the cached array of entries): "
                + "it holds no deleted comments to keep (the flag is for disqus, wordpress, commento, remark42, isso);"
                + " import it without --keep-deleted; nothing was written")
        #expect(workspace.snapshot() == before)
    }

    @Test func theImportedRepliesShowTheirAuthorsPageAndWhereTheyCameFrom() async throws {
        let workspace = try Self.workspace()
        try workspace.importFile(Self.feed, .webmention)
        let pages = try await workspace.buildSite()
        let page = try #require(pages["posts/view-models-for-html/index.html"])
        #expect(
            page.contains(
                #"<a class="u-url" href="https://mastodon.social/@adaquill" rel="nofollow ugc"><bdi class="p-name">Ada Quill</bdi></a>"#
            ))
        #expect(
            page.contains(
                #"<a href="https://mastodon.social/@adaquill/113456789012345678" rel="nofollow ugc">via mastodon.social</a>"#
            ))
        #expect(page.contains(#"href="https://gus.example.org/replies/7" rel="nofollow ugc">via gus.example.org</a>"#))
        // A comment written on the site itself has neither.
        let first = try #require(page.range(of: #"id="comment-c1""#))
        let cell = page[first.lowerBound...].components(separatedBy: "</article>")[0]
        #expect(!cell.contains("nofollow ugc"))
    }
}
