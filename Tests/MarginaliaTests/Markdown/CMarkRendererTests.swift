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

    @Test("dangerous link targets are emptied", arguments: [
        "[x](javascript:alert(1))", "[x](JAVASCRIPT:alert(1))", "[x](vbscript:msgbox(1))",
        "![x](data:text/html;base64,PHNjcmlwdD4=)", "<javascript:alert(1)>",
    ])
    func dangerousURL(markdown: String) {
        let html = renderer.html(fromMarkdown: markdown).lowercased()
        #expect(html.contains("href=\"\"") || html.contains("src=\"\""))
        for scheme in ["javascript:", "vbscript:", "data:"] {
            #expect(!html.contains("href=\"\(scheme)"))
            #expect(!html.contains("src=\"\(scheme)"))
        }
    }

    @Test func smartPunctuation() {
        #expect(renderer.html(fromMarkdown: #""Quotes" -- and 'apostrophes'..."#) == "<p>“Quotes” – and ‘apostrophes’…</p>\n")
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
