import MarginaliaImport
import MarginaliaMarkdown
import Testing

@Suite("HTML to CommonMark")
struct HTMLToMarkdownTests {
    let converter = HTMLToMarkdown()

    @Test(
        "formatting people use",
        arguments: [
            ("<p>one</p>\n<p>two<br>three</p>", "one\n\ntwo\\\nthree"),
            ("Hello, <em>World</em> and <i>you</i>.", "Hello, *World* and *you*."),
            ("<strong>bold</strong> <b>also</b>", "**bold** **also**"),
            (
                "<b><i>both</i></b> and <strong>very <em>nested</em> text</strong>",
                "***both*** and **very *nested* text**"
            ),
            ("<em>em <em>inside</em> em</em>, <b>b<b>b</b></b>", "*em inside em*, **bb**"),
            ("x<em> spaced </em>y", "x *spaced* y"),
            ("a<em>b</em>c", "a*b*c"),
            ("<em>a</em><em>b</em>", "*ab*"),
            ("<em></em>empty", "empty"),
            ("<code>a * b &lt; c</code>", "`a * b < c`"),
            ("<code>has `tick`</code> <code>`edge`</code>", "`` has `tick` `` `` `edge` ``"),
            (
                "<pre><code>let x = 1\n  if x &lt; 2 { print(\"*\") }\n```\n</code></pre>",
                "````\nlet x = 1\n  if x < 2 { print(\"*\") }\n```\n````"
            ),
            (
                "<blockquote><p>q1</p><blockquote>inner</blockquote></blockquote><p>after</p>",
                "> q1\n>\n> > inner\n\nafter"
            ),
            ("<ul><li>one</li><li>two<ul><li>nested</li></ul></li></ul>", "- one\n- two\n  - nested"),
            ("<ol><li>a</li><li>b</li></ol>", "1. a\n2. b"),
            ("<ul><li><p>para one</p><p>para two</p></li><li>second</li></ul>", "- para one\n\n  para two\n- second"),
            (
                "<ul><li>x</li></ul><ul><li>y</li></ul><ol><li>1</li></ol><ol><li>2</li></ol>",
                "- x\n\n* y\n\n1. 1\n\n1) 2"
            ),
            ("<ul><li>a</li><ul><li>stray</li></ul></ul>", "- a\n  - stray"),
            (
                "<div>one</div><div>two</div><h1>Title</h1><table><tr><td>c1</td><td>c2</td></tr></table>",
                "one\n\ntwo\n\nTitle\n\nc1 c2"
            ),
            ("<p>unclosed <b>bold <i>italic</p><p>next", "unclosed **bold *italic***\n\nnext"),
            ("text<br/>break and trailing <br>", "text\\\nbreak and trailing"),
            ("Hello <!-- comment --> world", "Hello world"),
            ("<b><p>block</p><p>inside</p></b>", "block\n\ninside"),
            ("  \n  ", ""),
        ])
    func converts(html: String, markdown: String) {
        #expect(converter.markdown(fromHTML: html) == markdown)
    }

    @Test(
        "links",
        arguments: [
            (
                #"<a href="https://example.com/?a=1&amp;b=2">link <b>bold</b></a>"#,
                #"[link **bold**](https://example.com/?a=1\&b=2)"#
            ),
            ("<a href='mailto:me@example.com'>mail</a>", "[mail](mailto:me@example.com)"),
            ("<a href=' https://x.org/a b(c)'>odd</a>", #"[odd](https://x.org/a%20b\(c\))"#),
            ("<a href='/relative'>rel</a> <a href='ftp://x'>ftp</a> <a href='#top'>anchor</a>", "rel ftp anchor"),
            ("<a href='https://x.org'></a>", "[https://x.org](https://x.org)"),
            ("!<a href='https://x'>not an image</a>", #"\![not an image](https://x)"#),
        ])
    func links(html: String, markdown: String) {
        #expect(converter.markdown(fromHTML: html) == markdown)
    }

    @Test(
        "WordPress newlines",
        arguments: [
            ("Line one\nLine two\n\nPara two\r\n\r\nPara three", "Line one\\\nLine two\n\nPara two\n\nPara three"),
            ("<p>with <em>emphasis\nacross</em> lines</p>\n\n<p>next</p>", "with *emphasis\\\nacross* lines\n\nnext"),
            ("\n                    Erster!1", "Erster!1"),
            ("<pre>keep\n\n  this</pre>", "```\nkeep\n\n  this\n```"),
        ])
    func wordPressNewlines(html: String, markdown: String) {
        #expect(HTMLToMarkdown(newlines: .lineBreaks).markdown(fromHTML: html) == markdown)
    }

    @Test(
        "Markdown in text stays text",
        arguments: [
            "a *literal* star and _underscores_ and snake_case",
            "2 < 3 > 1 and <b>not a tag</b> and <http://not.autolink>",
            "`tick` and ``two`` and \\backslash\\",
            "[not](a link) and ![not](an image) and [ref]: https://x",
            "&copy; &amp; &#169; &#x41; stay as typed",
            "# not a heading",
            "- not a list",
            "+ not a list",
            "1. not a list",
            "12) not a list",
            "> not a quote",
            "=== not a heading line",
            "- - - not a rule",
            "* * * not a rule",
            "~~~ not a fence",
            "    not code",
        ])
    func textStaysText(text: String) {
        let html =
            "<p>" + text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            + "</p>"
        let rendered = CMarkRenderer().html(fromMarkdown: converter.markdown(fromHTML: html))
        let expected = text.trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        #expect(rendered == "<p>" + expected + "</p>\n")
    }

    @Test func entitiesAndNonASCIISurviveExactly() {
        let html = "<p>caf&eacute; &#x1F600; &#169; &nbsp;東京 Straße Ünïcödé &lt;3 &amp;amp; &unknown;</p>"
        let markdown = converter.markdown(fromHTML: html)
        #expect(markdown == "café 😀 © \u{A0}東京 Straße Ünïcödé \\<3 \\&amp; \\&unknown;")
        #expect(
            CMarkRenderer().html(fromMarkdown: markdown)
                == "<p>café 😀 © \u{A0}東京 Straße Ünïcödé &lt;3 &amp;amp; &amp;unknown;</p>\n")
    }

    @Test func aMetaCharsetCannotChangeTheEncoding() {
        #expect(converter.markdown(fromHTML: "<meta charset='iso-8859-1'>é ü") == "é ü")
    }

    @Test(
        "hostile HTML never reaches the page",
        arguments: [
            "<script>alert('x')</script>visible",
            "<img src=x onerror=alert(1)>visible",
            "<a href='javascript:alert(1)'>visible</a>",
            "<a href='  JaVaScRiPt:alert(1)'>visible</a>",
            "<a href='java&#x09;script:alert(1)'>visible</a>",
            "<a href='data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='>visible</a>",
            "<a href='vbscript:alert(1)'>visible</a>",
            "<style>body{background:url(javascript:alert(1))}</style>visible",
            "<iframe src='https://evil.example/'>alert</iframe>visible",
            "<object data='x.swf'>alert</object><embed src='x'>visible",
            "<svg><script>alert(1)</script></svg>visible",
            "<p onclick='alert(1)' style='color:red'>visible</p>",
            "<div><textarea>alert</textarea></div>visible",
            "&lt;script&gt;alert(1)&lt;/script&gt;visible",
            "<scr<script>ipt>alert(1)</script>visible",
            "<![CDATA[<script>alert(1)</script>]]>visible",
            "<math><mi xlink:href='javascript:alert(1)'>x</mi></math>visible",
            "<form action='javascript:alert(1)'><button>alert</button></form>visible",
        ])
    func hostileHTML(html: String) {
        let rendered = CMarkRenderer().html(fromMarkdown: converter.markdown(fromHTML: html)).lowercased()
        #expect(rendered.contains("visible"))
        for forbidden in [
            "<script", "<iframe", "<style", "<object", "<embed", "<svg", "<img", "onerror", "onclick", "javascript:",
            "vbscript:", "data:", "<textarea", "<form",
        ] {
            #expect(!rendered.contains(forbidden), "\(forbidden) in \(rendered)")
        }
    }

    @Test(
        "scripts, styles, frames and objects are dropped with their content",
        arguments: [
            "<script>alert(1)</script>", "<style>alert{}</style>", "<iframe>alert</iframe>", "<object>alert</object>",
            "<noembed>alert</noembed>", "<template>alert</template>", "<svg><text>alert</text></svg>",
            "<select><option>alert</option></select>",
        ])
    func droppedWithContent(html: String) {
        #expect(converter.markdown(fromHTML: "before " + html + " after") == "before after")
    }

    /// libxml2 stops reading at 256 levels of nesting: what came before is kept, and nothing
    /// recurses deeper than that.
    @Test func deepNestingIsSafe() {
        for (open, close) in [
            ("<div>", "</div>"), ("<em><b>", "</b></em>"), ("<blockquote><ul><li>", "</li></ul></blockquote>"),
        ] {
            let html =
                "before " + String(repeating: open, count: 5_000) + "deep" + String(repeating: close, count: 5_000)
            #expect(converter.markdown(fromHTML: html).hasPrefix("before"))
        }
    }

    @Test func manyTouchingSpansConvertInLinearTime() {
        let html = String(repeating: "<em>a</em><b>b</b>", count: 10_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = converter.markdown(fromHTML: html) }
        #expect(elapsed < .seconds(5))
    }
}
