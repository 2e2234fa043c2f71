import Foundation
import MarginaliaImport
import MarginaliaModels
import Testing

/// The import fixtures of the Isso comment server (see `Fixtures/isso/README.md`): real exports
/// with real quirks.
@Suite("Importing Isso's sample exports")
struct IssoSampleTests {
    static func sample(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/isso/\(name)").path
    }

    @Test func theDisqusSample() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(Self.sample("disqus.xml"), .disqus)
        #expect((report.postsRead, report.commentsRead, report.postsImported, report.commentsImported) == (2, 3, 1, 2))
        // Post 6's thread (1337) is not in the export; thread 3 is an empty <id/> and nothing else.
        #expect(report.skippedComments == [.orphaned: 1])
        #expect(report.skippedPosts == [.noComments: 1])
        let content = try await workspace.load()
        #expect(
            content.posts == [
                Post(
                    id: "disqus-2", title: "Hello, World!", url: "http://example.org/",
                    publishedAt: Date(timeIntervalSince1970: 1_355_314_332))
            ])
        #expect(content.comments.map(\.author.name) == ["peter", "user"])
        #expect(content.comments.map(\.body) == ["...", "Hello, World."])
        #expect(content.comment("disqus-5")?.parentId == "disqus-4")
    }

    @Test func theWordPressSample() async throws {
        let workspace = try ImportWorkspace()
        let report = try workspace.importFile(Self.sample("wordpress.xml"), .wordpress)
        #expect((report.postsRead, report.commentsRead, report.postsImported, report.commentsImported) == (3, 8, 2, 8))
        // "?p=4" gives the second item its id; "?p=6" has no comments.
        #expect(report.skippedPosts == [.noComments: 1])
        #expect(report.postNotes.datedByFirstComment == 1)
        let content = try await workspace.load()
        #expect(content.posts.map(\.id) == ["wp-18", "wp-4"])
        #expect(content.posts[0].title == "Hello, World…")
        // Comment 11 appears on both posts.
        #expect(content.comments.filter { $0.id.rawValue.hasSuffix("-11") }.map(\.id) == ["wp-18-11", "wp-4-11"])
        #expect(content.comment("wp-18-7")?.postedAt == Date(timeIntervalSince1970: 1_398_784_895))
        #expect(content.comment("wp-18-8")?.parentId == "wp-18-7")
        #expect(
            content.comment("wp-18-10")?.body
                == "When you have a comment with multiple lines:\\\nWordPress exports it like this.")
        #expect(content.comment("wp-18-10")?.postedAt == Date(timeIntervalSince1970: 1_654_481_594))
    }

    @Test func bothSamplesTogetherBuildASite() async throws {
        let workspace = try ImportWorkspace()
        try workspace.importFile(Self.sample("disqus.xml"), .disqus)
        try workspace.importFile(Self.sample("wordpress.xml"), .wordpress)
        let pages = try await workspace.buildSite()
        #expect(
            Set(pages.keys).isSuperset(of: [
                "index.html", "posts/disqus-2/index.html", "posts/wp-18/index.html", "posts/wp-4/index.html",
            ]))
        let page = try #require(pages["posts/wp-18/index.html"])
        #expect(page.contains(#"<article id="comment-wp-18-8" class="comment h-entry">"#))
        #expect(page.contains(##"<a class="u-in-reply-to" href="#comment-wp-18-7">in reply to <bdi>Tester</bdi></a>"##))
        #expect(page.contains("<p>Yet another reply.</p>"))
        #expect(
            page.contains("<p>When you have a comment with multiple lines:<br />\nWordPress exports it like this.</p>"))
    }
}
