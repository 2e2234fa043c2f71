/// One token of a plural rule condition, with the column where it starts.
struct PluralRuleToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A run of ASCII letters: an operand, `and` or `or`.
        case word(String)
        /// A run of ASCII digits, each 0...9.
        case number([UInt8])
        case equals, notEquals, percent, comma, dotDot, end
    }

    let kind: Kind
    /// 1-based, in Unicode scalars.
    let column: Int
    /// The token as written, quoted, or "the end", for error messages.
    let text: String
}

/// Splits a condition into tokens, one call of `next()` at a time.
struct PluralRuleTokenizer {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(condition: String) {
        scalars = Array(condition.unicodeScalars)
    }

    /// 1-based column of the next unread scalar.
    var column: Int { position + 1 }

    /// The scalar at `position`, for an error about it; empty at the end.
    var currentCharacter: String { position < scalars.count ? String(Character(scalars[position])) : "" }

    /// The next token, `.end` once the text is used up, or nil when the next character starts no
    /// token (the position then stays on it).
    mutating func next() -> PluralRuleToken? {
        while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" {
            position += 1
        }
        let start = position
        guard position < scalars.count else { return PluralRuleToken(kind: .end, column: column, text: "the end") }
        let scalar = scalars[position]
        let kind: PluralRuleToken.Kind
        switch scalar {
        case "a"..."z", "A"..."Z":
            let word = run { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
            kind = .word(String(String.UnicodeScalarView(word)))
        case "0"..."9":
            kind = .number(run { ("0"..."9").contains($0) }.map { UInt8($0.value - 48) })
        case "=":
            position += 1
            kind = .equals
        case "%":
            position += 1
            kind = .percent
        case ",":
            position += 1
            kind = .comma
        case "!" where scalars.dropFirst(position + 1).first == "=":
            position += 2
            kind = .notEquals
        case "." where scalars.dropFirst(position + 1).first == ".":
            position += 2
            kind = .dotDot
        default:
            return nil
        }
        let text = "\"" + String(String.UnicodeScalarView(scalars[start..<position])) + "\""
        return PluralRuleToken(kind: kind, column: start + 1, text: text)
    }

    /// The scalars from `position` on while `isPart` holds; `position` moves past them.
    private mutating func run(while isPart: (Unicode.Scalar) -> Bool) -> [Unicode.Scalar] {
        let start = position
        while position < scalars.count, isPart(scalars[position]) {
            position += 1
        }
        return Array(scalars[start..<position])
    }
}
