import Foundation
import MarginaliaMarkdown
import MarginaliaModels
import Testing

/// A body's plain text is made from the Markdown tree (`RenderedBody.text`), and it is byte for
/// byte the text the view models used to make by stripping the body's HTML (`HTMLPlainText`),
/// on the demo's bodies, the Markdown seeds of the fuzz corpus and bodies from the fuzz grammar.
@Suite("Plain text from the Markdown tree")
struct BodyTextTests {
    let renderer = CMarkRenderer()

    @Test(
        "text without markup, blocks on their own lines",
        arguments: [
            ("Hello *world*", "Hello world"),
            ("a & b <c> \"d\" 'e'", "a & b  “d” ‘e’"),
            (#"a \& b \<c\> &lt;d&gt; &amp;lt; stays escaped once"#, "a & b <c> <d> &lt; stays escaped once"),
            ("one\n\ntwo", "one\n\ntwo"),
            ("- a\n- b", "a\n\nb"),
            ("- a\n\n- b", "a\n\nb"),
            ("line  \nbreak", "line\n\nbreak"),
            ("soft\nbreak", "soft\nbreak"),
            ("```swift\nlet x = 1 < 2\n```\nafter", "let x = 1 < 2\n\nafter"),
            ("> quoted\n\nafter", "quoted\n\nafter"),
            ("美咲 — שלום 🎉", "美咲 — שלום 🎉"),
            ("[link](https://e.com/?a=1&b=2 \"x > y\") and [gone](javascript:x)", "link and gone"),
            ("![a cat](https://e.com/c.png) ![](https://e.com/d.png)", "a cat image"),
            ("<div>raw</div>\n\nx <b>y</b>", "x y"),
            ("&nbsp;\n\n&nbsp;\n\nend", "end"),
            ("## Title\na\n\n---\nb", "Title\n\na\n\nb"),
            ("`code` &#1;&#x7f;&#x85;x", "code x"),
            ("a&#10;&#10;&#10;b", "a\n\nb"),
            ("- a\n  <!-- c -->\n  b", "a\n\nb"),
            ("", ""),
            ("   \n\n  ", ""),
        ])
    func plainText(markdown: String, expected: String) {
        #expect(renderer.body(fromMarkdown: markdown).text == expected)
    }

    @Test func theHTMLIsWhatHTMLFromMarkdownGives() {
        let markdown = "Hi *there* [x](https://e.com)\n\n- a\n- b"
        #expect(renderer.body(fromMarkdown: markdown).html == renderer.html(fromMarkdown: markdown))
    }

    @Test func theDemosBodiesHaveTheTextOfTheirHTML() throws {
        let folder = URL(fileURLWithPath: PackagePaths.content).appendingPathComponent("comments")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        let bodies = try files.flatMap { file in
            try JSONDecoder().decode([MarginaliaModels.Comment].self, from: Data(contentsOf: file)).map(\.heldBody)
        }
        #expect(bodies.count > 20)
        expectTextOfTheHTML(bodies)
    }

    @Test func theFuzzCorpusMarkdownSeedsHaveTheTextOfTheirHTML() throws {
        let corpus = PackagePaths.root.appendingPathComponent("Fuzz/corpus")
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasPrefix("md-") }
        // The seed's first byte selects the fuzzer's mode; the rest is the body, as `MarkdownCheck` reads it.
        let bodies = try names.sorted().map { name in
            String(decoding: try Data(contentsOf: corpus.appendingPathComponent(name)).dropFirst(), as: UTF8.self)
        }
        #expect(bodies.count > 20)
        expectTextOfTheHTML(bodies)
    }

    @Test func theFuzzGrammarsBodiesHaveTheTextOfTheirHTML() {
        // A fixed linear congruential sequence: the same 2,000 bodies on every run.
        var state: UInt64 = 27
        let bodies = (0..<2_000).map { _ in
            MarkdownGrammar.body(
                (0..<96).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return UInt8(truncatingIfNeeded: state >> 56)
                })
        }
        expectTextOfTheHTML(bodies)
    }

    @Test func blocksNestedEveryWayHaveTheTextOfTheirHTML() {
        // Line breaks come from the blocks: every body of three lines, each a container's marker
        // (or none) and a block's start, so that every block meets every other in every container.
        let markers = ["", "- ", "  ", "> "]
        let starts = ["a", "b  ", "", "<!-- c -->", "```", "# h", "---", "&#10;`c`"]
        let lines = markers.flatMap { marker in starts.map { marker + $0 } }
        let bodies = lines.flatMap { first in
            lines.flatMap { second in lines.map { third in [first, second, third].joined(separator: "\n") } }
        }
        #expect(bodies.count == 32_768)
        expectTextOfTheHTML(bodies)
    }

    /// Each body's text equals its HTML stripped, both on its own and with the buffer reused
    /// from body to body as the view models' structured data used it.
    private func expectTextOfTheHTML(_ bodies: [String]) {
        var buffer: [UInt8] = []
        for markdown in bodies {
            let body = renderer.body(fromMarkdown: markdown)
            #expect(body.text == HTMLPlainText.fromHTML(body.html), "\(markdown.debugDescription)")
            let kept = HTMLPlainText.write(fromHTML: body.html, into: &buffer)
            #expect(Array(body.text.utf8) == Array(buffer[kept]), "\(markdown.debugDescription)")
        }
    }
}
