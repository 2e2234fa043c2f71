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
        var pieces: [TextPiece] = []
        var word = String.UnicodeScalarView()
        var newlines = 0
        var inWhitespace = false
        var previous: Unicode.Scalar?

        func endWhitespace() {
            guard inWhitespace else { return }
            pieces.append(!newlinesAreBreaks || newlines == 0 ? .space : newlines == 1 ? .lineBreak : .paragraphBreak)
            inWhitespace = false
            newlines = 0
        }

        for scalar in text.unicodeScalars {
            if isHTMLWhitespace(scalar) {
                if !word.isEmpty {
                    pieces.append(.word(String(word)))
                    word = String.UnicodeScalarView()
                }
                inWhitespace = true
                // "\r\n" counts once.
                if scalar == "\n" && previous != "\r" || scalar == "\r" { newlines += 1 }
            } else {
                endWhitespace()
                word.append(scalar)
            }
            previous = scalar
        }
        endWhitespace()
        if !word.isEmpty { pieces.append(.word(String(word))) }
        return pieces
    }
}
