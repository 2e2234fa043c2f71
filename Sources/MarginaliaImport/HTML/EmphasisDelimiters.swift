/// CommonMark recognises `*` as emphasis only where it is "flanking": an opening run must not be
/// followed by whitespace (nor by punctuation unless whitespace or punctuation precedes it), and a
/// closing run the mirror image. An HTML span that would break those rules, or whose opening
/// touches the close of another span (`*a***b**`), is written without its delimiters, so that it
/// shows as plain text rather than as stray asterisks.
enum EmphasisDelimiters {
    static func removeUnrecognisable(_ tokens: inout [InlineToken]) {
        // Removing delimiters changes what their neighbours touch, so check again until stable.
        while true {
            let unrecognisable = unrecognisableSpans(in: tokens)
            guard !unrecognisable.isEmpty else { return }
            tokens.removeAll { token in
                switch token {
                case .open(_, let id), .close(_, let id): unrecognisable.contains(id)
                default: false
                }
            }
        }
    }

    /// The ids of the spans whose delimiters CommonMark would not pair.
    private static func unrecognisableSpans(in tokens: [InlineToken]) -> Set<Int> {
        var unrecognisable: Set<Int> = []
        var index = 0
        while index < tokens.count {
            guard tokens[index].emphasisDelimiter != nil else {
                index += 1
                continue
            }
            // A run: delimiters with nothing between them.
            let start = index
            while index < tokens.count, tokens[index].emphasisDelimiter != nil { index += 1 }
            let before = start > 0 ? tokens[start - 1].lastCharacter : nil
            let after = index < tokens.count ? tokens[index].firstCharacter : nil
            var sawClose = false
            for token in tokens[start..<index] {
                guard let (isOpen, id) = token.emphasisDelimiter else { continue }
                if isOpen {
                    if sawClose || !isLeftFlanking(before: before, after: after) { unrecognisable.insert(id) }
                } else {
                    sawClose = true
                    if !isRightFlanking(before: before, after: after) { unrecognisable.insert(id) }
                }
            }
        }
        return unrecognisable
    }

    private static func isLeftFlanking(before: Unicode.Scalar?, after: Unicode.Scalar?) -> Bool {
        guard let after, !isWhitespace(after) else { return false }
        return !isPunctuation(after) || before.map { isWhitespace($0) || isPunctuation($0) } ?? true
    }

    private static func isRightFlanking(before: Unicode.Scalar?, after: Unicode.Scalar?) -> Bool {
        guard let before, !isWhitespace(before) else { return false }
        return !isPunctuation(before) || after.map { isWhitespace($0) || isPunctuation($0) } ?? true
    }

    /// Unicode whitespace as CommonMark defines it: category Zs, tab, line feed, form feed, CR.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        ["\t", "\n", "\u{0C}", "\r"].contains(scalar) || scalar.properties.generalCategory == .spaceSeparator
    }

    /// ASCII punctuation, or a Unicode punctuation category (P*).
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return MarkdownEscaping.isASCIIPunctuation(scalar) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default: return false
        }
    }
}

extension InlineToken {
    /// For an emphasis or strong delimiter: whether it opens, and its span's id.
    fileprivate var emphasisDelimiter: (isOpen: Bool, id: Int)? {
        switch self {
        case .open(.emphasis, let id), .open(.strong, let id): (true, id)
        case .close(.emphasis, let id), .close(.strong, let id): (false, id)
        default: nil
        }
    }

    /// The first character this token is written as; `nil` for none.
    fileprivate var firstCharacter: Unicode.Scalar? {
        switch self {
        case .text(let text): text.unicodeScalars.first
        case .space: " "
        case .lineBreak: "\\"
        case .code: "`"
        case .open(.link, _): "["
        case .close(.link, _): "]"
        case .open, .close: "*"
        }
    }

    /// The last character this token is written as.
    fileprivate var lastCharacter: Unicode.Scalar? {
        switch self {
        case .text(let text): text.unicodeScalars.last
        case .space: " "
        case .lineBreak: "\n"
        case .code: "`"
        case .open(.link, _): "["
        case .close(.link, _): ")"
        case .open, .close: "*"
        }
    }
}
