import MarginaliaMarkdown
import Testing

/// Inputs the fuzzer found (Fuzz/README.md) in Markdown rendering.
@Suite("Fuzz findings: Markdown")
struct MarkdownFindingsTests {
    let renderer = CMarkRenderer()

    /// CommonMark allows a link in an image's description; images become links here, so the inner
    /// link was rendered as an `<a>` inside an `<a>`. It now shows only its text.
    @Test("a link inside an image shows only its text", arguments: [
        ("![[x](https://a.com)](http://b/c.png)", #"<p><a href="http://b/c.png" rel="nofollow ugc noopener">x</a></p>"# + "\n"),
        ("![a [b](https://a.com) c](http://b/)", #"<p><a href="http://b/" rel="nofollow ugc noopener">a b c</a></p>"# + "\n"),
        ("![[*x*][r]](http://b/)\n\n[r]: https://a.com", #"<p><a href="http://b/" rel="nofollow ugc noopener"><em>x</em></a></p>"# + "\n"),
        ("![![[x](https://a.com)](http://i/)](http://b/)", #"<p><a href="http://b/" rel="nofollow ugc noopener">x</a></p>"# + "\n"),
        // The image's own URL is not allowed: the image is dropped and the inner link stays a link.
        ("![[x](https://a.com)](javascript:alert(1))", #"<p><a href="https://a.com" rel="nofollow ugc noopener">x</a></p>"# + "\n"),
    ])
    func linkInsideImage(markdown: String, expected: String) {
        #expect(renderer.html(fromMarkdown: markdown) == expected)
    }
}
