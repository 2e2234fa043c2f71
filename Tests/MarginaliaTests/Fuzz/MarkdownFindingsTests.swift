import MarginaliaMarkdown
import Testing

/// Inputs the fuzzer found (Fuzz/README.md) in Markdown rendering.
@Suite("Fuzz findings: Markdown")
struct MarkdownFindingsTests {
    let renderer = CMarkRenderer()

    /// CommonMark allows a link in an image's description; images become links here, so the inner
    /// link was rendered as an `<a>` inside an `<a>`. It now shows only its text.
    @Test(
        "a link inside an image shows only its text",
        arguments: [
            (
                "![[x](https://a.com)](http://b/c.png)",
                #"<p><a href="http://b/c.png" rel="nofollow ugc noopener">x</a></p>"# + "\n"
            ),
            (
                "![a [b](https://a.com) c](http://b/)",
                #"<p><a href="http://b/" rel="nofollow ugc noopener">a b c</a></p>"# + "\n"
            ),
            (
                "![[*x*][r]](http://b/)\n\n[r]: https://a.com",
                #"<p><a href="http://b/" rel="nofollow ugc noopener"><em>x</em></a></p>"# + "\n"
            ),
            (
                "![![[x](https://a.com)](http://i/)](http://b/)",
                #"<p><a href="http://b/" rel="nofollow ugc noopener">x</a></p>"# + "\n"
            ),
            // The image's own URL is not allowed: the image is dropped and the inner link stays a link.
            (
                "![[x](https://a.com)](javascript:alert(1))",
                #"<p><a href="https://a.com" rel="nofollow ugc noopener">x</a></p>"# + "\n"
            ),
        ])
    func linkInsideImage(markdown: String, expected: String) {
        #expect(renderer.html(fromMarkdown: markdown) == expected)
    }

    /// Fixture text is cleaned of control characters on load, but a numeric character reference
    /// brought them back through cmark, into the pages and into the feed, where XML forbids them.
    @Test(
        "numeric references to control characters are dropped",
        arguments: [
            ("a&#1;b", "<p>ab</p>\n"),
            ("a&#x7f;b&#x85;c&#x9F;d", "<p>abcd</p>\n"),
            ("`&#1;` &#x1B;[31m", "<p><code>&amp;#1;</code> [31m</p>\n"),
            (
                #"[x](https://e.com "t&#2;") ![&#3;](https://e.com/i.png)"#,
                #"<p><a href="https://e.com" rel="nofollow ugc noopener" title="t">x</a> <a href="https://e.com/i.png" rel="nofollow ugc noopener"></a></p>"#
                    + "\n"
            ),
            ("raw\u{1}control\u{7F}", "<p>rawcontrol</p>\n"),
            // Kept: tab, line feed, carriage return (as cmark writes them).
            ("a&#9;b", "<p>a\tb</p>\n"),
        ])
    func controlCharacterReference(markdown: String, expected: String) {
        #expect(renderer.html(fromMarkdown: markdown) == expected)
    }
}
