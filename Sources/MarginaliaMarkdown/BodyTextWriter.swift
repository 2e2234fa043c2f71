import MarginaliaText

/// Writes a body's plain text as `CMarkRenderer` walks the Markdown tree, with the line breaks
/// cmark's HTML has: the walk reports what the HTML would hold at each step (text, a tag, a line
/// feed), and the writer keeps the text and turns tags that end a block (`</p>`, `</li>`,
/// `</h2>`, `</pre>`, `</blockquote>`, `</ul>`, `</ol>`, `<br />`, `<hr />`) and line feeds into
/// line ends. Pure Swift: the cmark calls that drive it are in `CMarkRenderer.swift`.
///
/// The text: each block on its own line, a blank line kept only after a line that is not blank
/// (so runs of blank lines become one), and (Unicode) white space trimmed from both ends. It is
/// byte for byte the text of the HTML without its tags and with cmark's four escapes decoded.
struct BodyTextWriter {
    private var lines: BlankLineFolding
    /// Whether the HTML so far is empty or ends with a line feed, where cmark's `cr()` adds none.
    private var atLineStart = true

    init(capacity: Int) {
        lines = BlankLineFolding(capacity: capacity)
    }

    /// Text of the HTML (already without escapes): copied, its line feeds end lines.
    mutating func text(_ run: UnsafeBufferPointer<UInt8>) {
        guard let last = run.last else { return }
        var start = 0
        while let lineFeed = run[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(UnsafeBufferPointer(rebasing: run[start..<lineFeed]))
            lines.endLine()
            start = lineFeed + 1
        }
        lines.append(UnsafeBufferPointer(rebasing: run[start...]))
        atLineStart = last == UInt8(ascii: "\n")
    }

    /// A tag of the HTML; `endsLine` for the tags that end a block.
    mutating func tag(endsLine: Bool = false) {
        if endsLine { lines.endLine() }
        atLineStart = false
    }

    /// A line feed of the HTML.
    mutating func lineFeed() {
        lines.endLine()
        atLineStart = true
    }

    /// cmark's `cr()`: a line feed unless the HTML is empty or ends with one.
    mutating func lineFeedUnlessAtLineStart() {
        if !atLineStart { lineFeed() }
    }

    /// The text, without the line break after its last kept line, trimmed.
    mutating func finished() -> String {
        lines.finished().withUnsafeBufferPointer {
            String(decoding: $0[UnicodeWhiteSpace.trimmedRange(of: $0)], as: UTF8.self)
        }
    }
}
