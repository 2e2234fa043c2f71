import Foundation
import MarginaliaImport
import Testing

@Suite("Building a site from imported comments")
struct ImportThenBuildTests {
    @Test func hostileExportsOfBothKindsBuildIntoASafeSite() async throws {
        let workspace = try ImportWorkspace()
        try workspace.importExport(
            DisqusXML.export(
                DisqusXML.thread("1", title: "&lt;script&gt;alert('title')&lt;/script&gt;"),
                DisqusXML.post(
                    "10", thread: "1", message: "<p>Nice <b>post</b> &amp; thanks</p><script>alert(1)</script>"),
                DisqusXML.post(
                    "11", thread: "1", parent: "10",
                    message:
                        "<a href='javascript:alert(1)'>click</a> <img src=x onerror=alert(1)> <iframe src=https://evil.example/></iframe>"
                ),
                DisqusXML.post("12", thread: "1", parent: "11", deleted: true),
                DisqusXML.post(
                    "13", thread: "1", parent: "12",
                    message:
                        "<blockquote>quoted</blockquote><ul><li>one</li><li>two</li></ul><pre>&lt;b&gt;code&lt;/b&gt;</pre>",
                    name: "&lt;b&gt;Mallory&lt;/b&gt;"),
                DisqusXML.post("14", thread: "1", message: "Buy now", spam: true)
            ), .disqus, keepDeleted: true)
        try workspace.importExport(
            WordPressXML.export(
                WordPressXML.item(
                    "5", title: "WordPress &lt;post&gt;",
                    comments:
                        WordPressXML.comment("1", content: "Line one\nline two <em>emphasis</em>"),
                    WordPressXML.comment(
                        "2", parent: "1", content: "<a href=\"https://example.com\" onclick=\"steal()\">a link</a>"),
                    WordPressXML.comment("3", content: "Pingback!", type: "pingback"),
                    WordPressXML.comment("4", content: "Pending", approved: "0"))
            ), .wordpress)

        let pages = try await workspace.buildSite()
        let disqus = try #require(pages["posts/disqus-1/index.html"])
        #expect(disqus.contains("<h1><bdi>&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;</bdi></h1>"))
        #expect(disqus.contains(#"<article id="comment-disqus-10" class="comment h-entry">"#))
        #expect(disqus.contains("<p>Nice <strong>post</strong> &amp; thanks</p>"))
        #expect(disqus.contains(#"<h3><bdi class="p-name">[deleted]</bdi></h3>"#))
        #expect(
            disqus.contains(
                ##"<a class="u-in-reply-to" href="#comment-disqus-12">in reply to <bdi>[deleted]</bdi></a>"##))
        #expect(
            disqus.contains(
                "<blockquote>\n<p>quoted</p>\n</blockquote>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<pre><code>&lt;b&gt;code&lt;/b&gt;\n</code></pre>"
            ))
        #expect(disqus.contains(#"<bdi class="p-name">&lt;b&gt;Mallory&lt;/b&gt;</bdi>"#))
        #expect(!disqus.contains("Buy now"))
        let wordpress = try #require(pages["posts/wp-5/index.html"])
        #expect(wordpress.contains("<p>Line one<br />\nline two <em>emphasis</em></p>"))
        #expect(wordpress.contains(#"<p><a href="https://example.com" rel="nofollow ugc noopener">a link</a></p>"#))
        #expect(!wordpress.contains("Pingback!") && !wordpress.contains("Pending"))
        for (path, page) in pages {
            for forbidden in [
                "<script>alert", "javascript:", "onerror", "onclick", "steal()", "<iframe", "evil.example", "src=\"x\"",
            ] {
                #expect(!page.contains(forbidden), "\(forbidden) in \(path)")
            }
            // The only scripts are the theme's own.
            for script in page.components(separatedBy: "<script").dropFirst() {
                #expect(
                    script.hasPrefix(#" src="../../assets/relative-dates.js""#)
                        || script.hasPrefix(#" src="assets/relative-dates.js""#)
                        || script.hasPrefix(#" type="application/ld+json">"#), "a script in \(path)")
            }
        }
    }
}
