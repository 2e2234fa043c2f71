import Foundation

/// Markdown bodies that exports keep as written (Commento, Isso).
enum MarkdownText {
    /// The Markdown without blank lines before it or whitespace after it, with `\n` line ends.
    static func trimmed(_ markdown: String) -> String {
        var text = Substring(markdown.replacingOccurrences(of: "\r\n", with: "\n"))
        while let last = text.last, last.isWhitespace { text.removeLast() }
        while let newline = text.firstIndex(of: "\n"), text[..<newline].allSatisfy(\.isWhitespace) {
            text = text[text.index(after: newline)...]
        }
        return String(text)
    }
}
