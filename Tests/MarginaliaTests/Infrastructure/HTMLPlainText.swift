import MarginaliaText

/// Plain text from the HTML that cmark writes, by stripping the HTML: how the view models made a
/// body's text before `CMarkRenderer` made it from the Markdown tree (`RenderedBody.text`). Kept
/// as the reference that text is compared with, byte for byte (`BodyTextTests`).
enum HTMLPlainText {
    /// The text of `html` without tags: block ends become line breaks, cmark's four escapes
    /// (`&amp;`, `&lt;`, `&gt;`, `&quot;`) are decoded, runs of blank lines become one, and
    /// surrounding (Unicode) white space is trimmed.
    static func fromHTML(_ html: String) -> String {
        var text: [UInt8] = []
        let kept = write(fromHTML: html, into: &text)
        return String(decoding: text[kept], as: UTF8.self)
    }

    /// Writes what `fromHTML` gives, before trimming, into `text` (emptied first; its capacity is
    /// kept, so one buffer serves many bodies), and returns the range of it left once white space
    /// is trimmed from both ends.
    static func write(fromHTML html: String, into text: inout [UInt8]) -> Range<Int> {
        var lines = BlankLineFolding(reusing: &text, capacity: html.utf8.count)
        var html = html
        html.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "<"):
                    let tagStart = index
                    while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                    let tag = UnsafeBufferPointer(rebasing: bytes[tagStart..<index])
                    index += 1
                    if breaksLine(tag) { lines.endLine() }
                case UInt8(ascii: "&"):
                    if let (length, replacement) = entity(UnsafeBufferPointer(rebasing: bytes[index...])) {
                        lines.append(replacement)
                        index += length
                    } else {
                        lines.append(byte)
                    }
                case UInt8(ascii: "\n"):
                    lines.endLine()
                default:
                    // Copy the run of text up to the next tag, entity or line break at once.
                    let runStart = index - 1
                    index = bytes.firstIndex(from: index, where: isSpecial, wordMayMatch: mayHoldSpecial) ?? bytes.count
                    lines.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                }
            }
        }
        text = lines.finished()
        return text.withUnsafeBufferPointer { UnicodeWhiteSpace.trimmedRange(of: $0) }
    }

    /// `<`, `&` and line feed: the bytes `fromHTML` does not copy as they are.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\n")
    }

    /// Whether eight bytes may hold a byte that `isSpecial` (never a wrong "no").
    private static func mayHoldSpecial(_ word: UInt64) -> Bool {
        ByteWords.contains(UInt8(ascii: "<"), in: word) || ByteWords.contains(UInt8(ascii: "&"), in: word)
            || ByteWords.contains(UInt8(ascii: "\n"), in: word)
    }

    /// Whether text after the tag (its bytes between `<` and `>`) goes on a new line: closing
    /// block tags and `<br />` and `<hr />` (tags that start `/p`, `/li`, `/h`, `/blockquote`,
    /// `/ul`, `/ol`, `br`, `hr`).
    private static func breaksLine(_ tag: UnsafeBufferPointer<UInt8>) -> Bool {
        guard tag.count >= 2 else { return false }
        switch (tag[0], tag[1]) {
        case (UInt8(ascii: "/"), UInt8(ascii: "p")), (UInt8(ascii: "/"), UInt8(ascii: "h")),
            (UInt8(ascii: "b"), UInt8(ascii: "r")), (UInt8(ascii: "h"), UInt8(ascii: "r")):
            return true
        case (UInt8(ascii: "/"), UInt8(ascii: "l")):
            return tag.count >= 3 && tag[2] == UInt8(ascii: "i")
        case (UInt8(ascii: "/"), UInt8(ascii: "u")), (UInt8(ascii: "/"), UInt8(ascii: "o")):
            return tag.count >= 3 && tag[2] == UInt8(ascii: "l")
        case (UInt8(ascii: "/"), UInt8(ascii: "b")):
            return tag.starts(with: "/blockquote".utf8)
        default:
            return false
        }
    }

    /// One of cmark's escapes at the start of `rest` (the bytes after `&`): its length without
    /// the `&`, and the byte it stands for.
    private static func entity(_ rest: UnsafeBufferPointer<UInt8>) -> (Int, UInt8)? {
        if rest.starts(with: "lt;".utf8) { return (3, UInt8(ascii: "<")) }
        if rest.starts(with: "gt;".utf8) { return (3, UInt8(ascii: ">")) }
        if rest.starts(with: "quot;".utf8) { return (5, UInt8(ascii: "\"")) }
        if rest.starts(with: "amp;".utf8) { return (4, UInt8(ascii: "&")) }
        return nil
    }
}
