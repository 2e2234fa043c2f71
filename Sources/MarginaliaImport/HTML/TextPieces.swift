/// Splits HTML text into words and whitespace, the way the converter's whitespace mode reads it.
enum TextPiece: Equatable {
    case word(String)
    /// Whitespace that collapses to one space.
    case space
    /// A single newline where newlines are line breaks.
    case lineBreak
    /// A blank line where newlines are line breaks.
    case paragraphBreak
}

extension TextPiece {
    /// The HTML whitespace characters: space, tab, line feed, form feed, carriage return. Others,
    /// such as the no-break space, are text.
    static func isHTMLWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\u{0C}", "\r": true
        default: false
        }
    }

    /// The pieces of `text`. With `newlinesAreBreaks` a whitespace run holding one newline is a
    /// line break and one holding two or more is a paragraph break (as WordPress shows comments);
    /// otherwise every run is a space (as browsers show HTML).
    static func pieces(of text: String, newlinesAreBreaks: Bool) -> [TextPiece] {
        // Every HTML whitespace character is ASCII, so the UTF-8 bytes can be scanned directly.
        let bytes = text.utf8
        var pieces: [TextPiece] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if isHTMLWhitespace(bytes[index]) {
                var newlines = 0
                var previous: UInt8 = 0
                while index < bytes.endIndex, isHTMLWhitespace(bytes[index]) {
                    let byte = bytes[index]
                    // "\r\n" counts once.
                    if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
                        newlines += 1
                    }
                    previous = byte
                    index = bytes.index(after: index)
                }
                pieces.append(
                    !newlinesAreBreaks || newlines == 0 ? .space : newlines == 1 ? .lineBreak : .paragraphBreak)
            } else {
                let start = index
                while index < bytes.endIndex, !isHTMLWhitespace(bytes[index]) { index = bytes.index(after: index) }
                pieces.append(.word(String(text[start..<index])))
            }
        }
        return pieces
    }

    private static func isHTMLWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
