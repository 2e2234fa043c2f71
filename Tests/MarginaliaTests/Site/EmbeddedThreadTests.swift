import Foundation
import MarginaliaSite
import Testing

@Suite("Embeddable threads")
struct EmbeddedThreadTests {
    @Test func eachPostGetsAFragmentWithTheThreadAndAbsoluteLinks() async throws {
        let site = try SiteFixture()
        try site.directory.write(FriendCommentsSiteTests.comments, to: "Content/comments.json")
        _ = try await site.build()
        let html = try site.page("posts/p1/thread.html")
        for absent in ["<html", "<head>", "<body", "site-nav", "<script"] {
            #expect(!html.contains(absent), "the fragment has \(absent)")
        }
        let opening = #"<section class="marginalia-thread" lang="en" dir="ltr""#
        #expect(html.hasPrefix(opening + #" aria-labelledby="marginalia-comments-p1">"#))
        #expect(html.contains(#"<article id="comment-c1" class="comment h-entry">"#))
        #expect(html.contains(##"<a class="u-in-reply-to" href="#comment-c1">"##))
        #expect(html.contains(#"href="https://comments.example.org/friends/1/""#))
        let source = #"<a href="https://comments.example.org/posts/p1/">Comments on <bdi>Test site</bdi></a>"#
        #expect(html.contains(source))
        #expect(!html.contains(#"href="../"#) && !html.contains(#"src="../"#))
        #expect(try site.page("posts/p2/thread.html").contains("(1 comment)"))
    }

    @Test func theFragmentHoldsNoBracesForABlogsTemplateEngineToRun() async throws {
        let site = try SiteFixture()
        let comments =
            #"[{"id": "c1", "postId": "p1", "author": {"id": "u1", "name": "{{ site.name }}"}, "body": "Try {% include secrets.txt %} and `{{ x }}`", "postedAt": "2026-11-21T11:55:00Z"}]"#
        try site.directory.write(comments, to: "Content/comments.json")
        _ = try await site.build()
        let html = try site.page("posts/p1/thread.html")
        #expect(!html.contains("{") && !html.contains("}"))
        #expect(html.contains("Try &#123;% include secrets.txt %&#125; and <code>&#123;&#123; x &#125;&#125;</code>"))
        #expect(html.contains("&#123;&#123; site.name &#125;&#125;"))
        // The site's own page shows the text as it is.
        #expect(try site.page("posts/p1/index.html").contains("Try {% include secrets.txt %}"))
    }

    @Test func everyRuleOfTheThreadStylesheetIsScopedUnderTheWrapper() throws {
        let css = try String(contentsOfFile: PackagePaths.templates + "/assets/marginalia-thread.css", encoding: .utf8)
        let withoutComments = css.replacing(/\/\*[\s\S]*?\*\//, with: "")
        // Every selector list before a `{`, except at-rules, names the wrapper first.
        let selectors = withoutComments.matches(of: /([^{}]+)\{/).map {
            String($0.output.1).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(selectors.count > 20)
        for list in selectors where !list.hasPrefix("@") {
            for selector in list.split(separator: ",") {
                #expect(
                    selector.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix(".marginalia-thread"),
                    "\(selector)")
            }
        }
    }

    @Test func aThemeWithoutTheFragmentsTemplateWritesNone() async throws {
        let site = try SiteFixture()
        let folder = try TemporaryDirectory()
        let theme = folder.path("Theme")
        try FileManager.default.copyItem(atPath: PackagePaths.templates, toPath: theme)
        try FileManager.default.removeItem(atPath: theme + "/thread.mustache")
        _ = try await site.generator(templates: theme).build()
        #expect(FileManager.default.fileExists(atPath: site.output + "/posts/p1/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/posts/p1/thread.html"))
    }
}
