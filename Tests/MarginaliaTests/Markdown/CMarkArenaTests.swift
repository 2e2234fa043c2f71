import Testing

@testable import MarginaliaMarkdown

/// cmark allocates from a per-thread arena (`Sources/CMarkArena`): bodies larger than its blocks
/// come out whole, and the arena gives back what one large body took.
@Suite("cmark's arena")
struct CMarkArenaTests {
    let renderer = CMarkRenderer()

    /// Paragraphs `first..<end`, as Markdown and as the HTML cmark makes of them.
    private func paragraphs(_ range: Range<Int>) -> (markdown: String, html: String) {
        var markdown = ""
        var html = ""
        for number in range {
            markdown += "Paragraph \(number) with *emphasis* and `code`.\n\n"
            html += "<p>Paragraph \(number) with <em>emphasis</em> and <code>code</code>.</p>\n"
        }
        return (markdown, html)
    }

    @Test("a body many blocks long renders whole, and the next one in the reused memory")
    func largeBodies() {
        // About 300 KB of Markdown: the nodes, the HTML buffer's growth and its copies span
        // several of the arena's blocks.
        let large = paragraphs(0..<6_000)
        #expect(renderer.html(fromMarkdown: large.markdown) == large.html)
        let small = paragraphs(6_000..<6_003)
        #expect(renderer.html(fromMarkdown: small.markdown) == small.html)
        #expect(renderer.html(fromMarkdown: large.markdown) == large.html)
    }

    @Test("a buffer that outgrows its block is moved whole")
    func movedBuffer() {
        // A fenced block's text grows while other allocations follow it, so that it is no longer
        // the last one of its block and cannot grow in place.
        var markdown = "```\n"
        var html = "<pre><code>"
        for number in 0..<20_000 {
            markdown += "code line \(number) <&>\n"
            html += "code line \(number) &lt;&amp;&gt;\n"
        }
        html += "</code></pre>\n"
        #expect(renderer.html(fromMarkdown: markdown) == html)
    }

    @Test("after a large body the thread keeps at most one bounded block")
    func memoryIsGivenBack() {
        // About 3 MB of Markdown: the arena grows well past the limit while it is parsed.
        let huge = paragraphs(0..<60_000)
        let body = renderer.body(fromMarkdown: huge.markdown)
        #expect(body.html.utf8.count == huge.html.utf8.count)
        #expect(CMarkRenderer.arenaBytesHeld <= CMarkRenderer.arenaKeptLimit)
        #expect(CMarkRenderer.arenaBytesHeld > 0)
    }
}
