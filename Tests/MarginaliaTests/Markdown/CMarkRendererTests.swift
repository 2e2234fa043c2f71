import MarginaliaMarkdown
import Testing

@Suite("Markdown with cmark")
struct CMarkRendererTests {
    let renderer = CMarkRenderer()

    @Test func rendersCommonMark() {
        #expect(renderer.html(fromMarkdown: "Hello *world*") == "<p>Hello <em>world</em></p>\n")
    }

    @Test func rawHTMLNeverReachesThePage() {
        let html = renderer.html(fromMarkdown: "<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)>")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test(
        "links with other schemes become plain text",
        arguments: [
            ("[x](javascript:alert(1))", "<p>x</p>\n"),
            ("[x](JAVASCRIPT:alert(1))", "<p>x</p>\n"),
            ("[x](jav&#x61;script:alert(1))", "<p>x</p>\n"),
            ("[x](vbscript:msgbox(1))", "<p>x</p>\n"),
            ("[x](data:text/html;base64,PHNjcmlwdD4=)", "<p>x</p>\n"),
            ("![x](data:image/png;base64,AAAA)", "<p>x</p>\n"),
            ("[x](/relative/path)", "<p>x</p>\n"),
            ("<javascript:alert(1)>", "<p>javascript:alert(1)</p>\n"),
            ("[*x*][r]\n\n[r]: file:///etc/passwd", "<p><em>x</em></p>\n"),
        ])
    func unsafeLink(markdown: String, expected: String) {
        #expect(renderer.html(fromMarkdown: markdown) == expected)
    }

    @Test(
        "allowed links say they are user-generated",
        arguments: [
            (
                "[x](https://example.com/a?b=1&c=2)",
                #"<p><a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener">x</a></p>"# + "\n"
            ),
            (
                "<http://example.com>",
                #"<p><a href="http://example.com" rel="nofollow ugc noopener">http://example.com</a></p>"# + "\n"
            ),
            (
                "[mail](mailto:a@example.com)",
                #"<p><a href="mailto:a@example.com" rel="nofollow ugc noopener">mail</a></p>"# + "\n"
            ),
            (
                #"[x](https://example.com "a \"title\" <b>")"#,
                #"<p><a href="https://example.com" rel="nofollow ugc noopener" title="a &quot;title&quot; &lt;b&gt;">x</a></p>"#
                    + "\n"
            ), // A quote carrying a combining mark is one Character but still a quote in HTML.
            (
                "[x](https://example.com \"q\\\"\u{301} onmouseover=alert(1) x=\")",
                #"<p><a href="https://example.com" rel="nofollow ugc noopener" title="q&quot;"# + "\u{301}"
                    + #" onmouseover=alert(1) x=">x</a></p>"# + "\n"
            ),
        ])
    func allowedLink(markdown: String, expected: String) {
        #expect(renderer.html(fromMarkdown: markdown) == expected)
    }

    @Test func imagesBecomeLinksSoNoPageLoadsAStrangersImage() {
        #expect(
            renderer.html(fromMarkdown: "![a cat](https://example.com/cat.png)")
                == #"<p><a href="https://example.com/cat.png" rel="nofollow ugc noopener">a cat</a></p>"# + "\n")
        #expect(
            renderer.html(fromMarkdown: "![](https://example.com/cat.png)")
                == #"<p><a href="https://example.com/cat.png" rel="nofollow ugc noopener">image</a></p>"# + "\n")
        #expect(
            renderer.html(fromMarkdown: "[![cat](https://e.com/c.png)](https://e.com/)")
                == #"<p><a href="https://e.com/" rel="nofollow ugc noopener">cat</a></p>"# + "\n")
    }

    @Test func smartPunctuation() {
        #expect(
            renderer.html(fromMarkdown: #""Quotes" -- and 'apostrophes'..."#)
                == "<p>“Quotes” – and ‘apostrophes’…</p>\n")
    }

    @Test func codeBlocksKeepTheirLanguage() {
        let html = renderer.html(fromMarkdown: "```swift\nlet x = 1 < 2\n```")
        #expect(html == "<pre><code class=\"language-swift\">let x = 1 &lt; 2\n</code></pre>\n")
    }

    @Test func emptyAndNonASCIIInput() {
        #expect(renderer.html(fromMarkdown: "") == "")
        #expect(renderer.html(fromMarkdown: "美咲 — שלום") == "<p>美咲 — שלום</p>\n")
        #expect(renderer.html(fromMarkdown: "a\u{0}b") == "<p>a\u{FFFD}b</p>\n")
    }
}
