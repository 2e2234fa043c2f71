/// The first words of a text, for a preview.
package enum Excerpt {
    /// `text` on one line (every run of white space, line breaks included, becomes one space),
    /// cut after at most `maximumLength` characters at the last space before the limit, with "…"
    /// after it. A text without a space there is cut at the limit. It counts and cuts
    /// `Character`s, grapheme clusters, so a letter keeps its combining marks and an emoji
    /// sequence stays whole.
    package static func text(_ text: String, maximumLength: Int) -> String {
        let line = lineStart(of: text, characters: maximumLength + 2)
        guard line.count > maximumLength else { return line }
        let head = line.prefix(maximumLength)
        // The space right after the limit counts too: then the last word ends exactly there.
        let cut: Substring.Index
        if isWhitespace(line[head.endIndex]) {
            cut = head.endIndex
        } else if let space = head.lastIndex(where: isWhitespace), space > head.startIndex {
            cut = space
        } else {
            cut = head.endIndex
        }
        return String(line[..<cut]) + "…"
    }

    /// The text's words joined by one space, read only until the line has at least `characters`
    /// characters (a body is often far longer than its excerpt), or the whole line.
    ///
    /// Joining can make one character of two: the space may join a prepended mark before it and
    /// an extending mark after it. So the line is read until it holds twice as many of the text's
    /// characters as it needs, plus one: its first `characters` characters are then final.
    private static func lineStart(of text: String, characters: Int) -> String {
        if let line = asciiLineStart(of: text, characters: characters) { return line }
        var line = ""
        var taken = 0
        var spaceBefore = false
        for character in text {
            if isWhitespace(character) {
                spaceBefore = taken > 0
                continue
            }
            guard taken <= 2 * characters else { break }
            if spaceBefore {
                line.append(" ")
                spaceBefore = false
            }
            line.append(character)
            taken += 1
        }
        return line
    }

    /// The same line read byte by byte, when every byte it reads is ASCII (where each byte is a
    /// character, but for CR LF, which is white space either way); nil at the first other byte.
    private static func asciiLineStart(of text: String, characters: Int) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var line: [UInt8] = []
            line.reserveCapacity(min(bytes.count, 2 * characters + 2))
            var taken = 0
            var spaceBefore = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if UnicodeWhiteSpace.contains(UInt32(byte)) {
                    spaceBefore = taken > 0
                    continue
                }
                guard taken <= 2 * characters else { break }
                if spaceBefore {
                    line.append(0x20)
                    spaceBefore = false
                }
                line.append(byte)
                taken += 1
            }
            return String(decoding: line, as: UTF8.self)
        }
    }

    /// `Character.isWhitespace` (its first scalar's `White_Space` property), without the table.
    private static func isWhitespace(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { UnicodeWhiteSpace.contains($0.value) } ?? false
    }
}
