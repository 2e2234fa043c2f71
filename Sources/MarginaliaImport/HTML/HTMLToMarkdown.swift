/// Converts the HTML of an imported comment into CommonMark, safely.
///
/// The HTML is read by libxml2's HTML parser, as a browser would read it, so unclosed tags,
/// stray `<`, and entities are understood rather than guessed at. Paragraphs, line breaks, links
/// (`http`, `https` and `mailto` only), emphasis, strong emphasis, code, preformatted text, quotes
/// and lists are converted; every other tag and every attribute is dropped and its text kept,
/// except for the content of scripts, styles, embedded frames, objects, media and form controls,
/// which is dropped with them. Text is escaped, so that a literal `*`, `<` or `&copy;` stays
/// literal: no raw HTML can come out, and entities and non-ASCII text survive exactly.
public struct HTMLToMarkdown: Sendable {
    /// What a newline in the HTML's text means.
    public enum Newlines: Sendable {
        /// Whitespace, as in a browser (Disqus messages).
        case whitespace
        /// A line break, and a blank line a paragraph break, as WordPress shows comments.
        case lineBreaks
    }

    public var newlines: Newlines

    public init(newlines: Newlines = .whitespace) {
        self.newlines = newlines
    }

    /// The CommonMark for an HTML fragment, without a trailing newline; empty if nothing in it
    /// is text.
    public func markdown(fromHTML html: String) -> String {
        // Text without markup or references needs no parser.
        let needsParser = html.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }
        let nodes = needsParser ? LibXML2.parseHTMLFragment(html) : [.text(html)]
        var converter = HTMLBlockConverter(newlinesAreBreaks: newlines == .lineBreaks)
        return MarkdownWriter.write(converter.blocks(from: nodes))
    }
}
