/// The first words of a text, for a preview.
package enum Excerpt {
    /// `text` on one line (every run of white space, line breaks included, becomes one space),
    /// cut after at most `maximumLength` characters at the last space before the limit, with "…"
    /// after it. A text without a space there is cut at the limit. It counts and cuts
    /// `Character`s, grapheme clusters, so a letter keeps its combining marks and an emoji
    /// sequence stays whole.
    package static func text(_ text: String, maximumLength: Int) -> String {
        let words = text.split(whereSeparator: \.isWhitespace)
        let line = words.joined(separator: " ")
        guard line.count > maximumLength else { return line }
        let head = line.prefix(maximumLength)
        // The space right after the limit counts too: then the last word ends exactly there.
        let cut: Substring.Index
        if line[head.endIndex].isWhitespace {
            cut = head.endIndex
        } else if let space = head.lastIndex(where: \.isWhitespace), space > head.startIndex {
            cut = space
        } else {
            cut = head.endIndex
        }
        return String(line[..<cut]) + "…"
    }
}
