import Testing

@testable import MarginaliaViewModels

@Suite("Plain text from cmark's HTML")
struct PlainTextTests {
    @Test(
        "text without tags, entities decoded, blocks on their own lines",
        arguments: [
            ("<p>Hello <em>world</em></p>\n", "Hello world"),
            ("<p>a &amp; b &lt;c&gt; &quot;d&quot;</p>\n", "a & b <c> \"d\""),
            ("<p>&amp;lt; stays escaped once</p>\n", "&lt; stays escaped once"),
            ("<p>one</p>\n<p>two</p>\n", "one\n\ntwo"),
            ("<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n", "a\n\nb"),
            ("<p>line<br />\nbreak</p>\n", "line\n\nbreak"),
            ("<pre><code class=\"language-swift\">let x = 1 &lt; 2\n</code></pre>\n", "let x = 1 < 2"),
            ("<blockquote>\n<p>quoted</p>\n</blockquote>\n<p>after</p>\n", "quoted\n\nafter"),
            ("<p>美咲 — שלום 🎉</p>\n", "美咲 — שלום 🎉"),
            (
                "<p><a href=\"https://e.com/?a=1&amp;b=2\" rel=\"nofollow ugc noopener\" title=\"x &gt; y\">link</a></p>\n",
                "link"
            ),
            ("<!-- raw HTML omitted --><p>x</p>\n", "x"),
            ("<p>\u{00A0}</p>\n<p>\u{00A0}</p>\n<p>end</p>\n", "end"),
            ("", ""),
            ("<h2>Title</h2>\n<p>a</p>\n<hr />\n<p>b</p>\n", "Title\n\na\n\nb"),
            ("<p>a</p>\n   \n\t\n<p>b</p>\n", "a\n\nb"),
            ("a\n   \n\t\nb", "a\n   \nb"),
            ("a\n\u{00A0}\u{2003}\n\nb", "a\n\u{00A0}\u{2003}\nb"),
            ("\n\n  <p>x</p>\n\n\n", "x"),
            ("<p>x</p>\n \n", "x"),
            ("<p>x</p>\ny \n\n", "x\n\ny"),
            ("<ol>\n<li>a</li>\n</ol>\n<pre>b\n\n\nc</pre>", "a\n\nb\n\nc"),
            ("a &amp b & c &lt;", "a &amp b & c <"),
            ("&quot", "&quot"),
            ("<p>unterminated <em", "unterminated"),
            ("<br>x<br/>y<br />", "x\ny"),
            ("<p>a</p><p>b</p>", "a\nb"),
            ("<em>/p</em> <p >x</p >", "/p x"),
            ("a\n\u{0B} \n\u{0B}\u{00A0}\nb", "a\n\u{0B} \n\u{0B}\u{00A0}\nb"),
            ("a\n\u{00A0}\n\u{0C}\u{00A0}\nb", "a\n\u{00A0}\nb"),
        ])
    func plainText(html: String, expected: String) {
        #expect(PlainText.fromHTML(html) == expected)
    }
}
