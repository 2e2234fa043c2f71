/// Initials for an avatar fallback: the first letter of the first and of the last name.
package enum Initials {
    /// Up to two uppercased first letters (whole characters, so any script works); "?" for none.
    package static func from(_ names: [String]) -> String {
        // Names all in ASCII (most of them) go byte by byte: every byte is a whole character
        // there, and case and white space are plain comparisons.
        if !names.contains(where: { $0.utf8.containsByte(where: { $0 >= 0x80 }) }) {
            guard
                let found = wordInitials(
                    names.map(\.utf8), isWhitespace: { UnicodeWhiteSpace.contains(UInt32($0)) }, isLetter: isASCIILetter
                )
            else { return "?" }
            let letters = found.words > 1 ? [found.first, found.last] : [found.first]
            return String(decoding: letters.map(uppercased), as: UTF8.self)
        }
        // Names whose every scalar is a character of its own go scalar by scalar, without
        // finding character boundaries.
        if names.allSatisfy({ $0.unicodeScalars.allSatisfy(isWholeCharacter) }) {
            guard
                let found = wordInitials(
                    names.map(\.unicodeScalars), isWhitespace: { UnicodeWhiteSpace.contains($0.value) },
                    isLetter: { Character($0).isLetter })
            else { return "?" }
            let first = Character(found.first).uppercased()
            return found.words > 1 ? first + Character(found.last).uppercased() : first
        }
        return byCharacters(names)
    }

    /// The same initials found over characters, for any names: the rule the shortcuts in
    /// `from(_:)` follow (the tests hold them to it).
    static func byCharacters(_ names: [String]) -> String {
        guard let found = wordInitials(names, isWhitespace: \.isWhitespace, isLetter: \.isLetter) else { return "?" }
        return found.words > 1 ? found.first.uppercased() + found.last.uppercased() : found.first.uppercased()
    }

    /// Whether `scalar` is always a character of its own: it neither extends nor joins the scalar
    /// before it, nor joins the one after it (Unicode's grapheme cluster rules, UAX #29). A short
    /// list of common scripts; any other scalar sends the name to the character rule.
    private static func isWholeCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // ASCII and Latin-1 without CR (CR LF is one character), Latin Extended-A and -B, IPA
        // and spacing modifier letters.
        case 0x00...0x0C, 0x0E...0x02FF: true
        // Greek and Coptic; Cyrillic without its combining marks (U+0483 to U+0489); Greek
        // Extended (precomposed letters and spacing accents).
        case 0x0370...0x0482, 0x048A...0x052F, 0x1F00...0x1FFF: true
        // Hebrew letters (not its points and accents, U+0591 to U+05C7); Arabic letters and
        // digits (not its marks, U+064B to U+065F, U+0670 and U+06D6 on, nor the number signs
        // U+0600 to U+0605, which join the scalar after them).
        case 0x05D0...0x05EA, 0x05EF...0x05F4, 0x0620...0x064A, 0x0660...0x066F, 0x0671...0x06D5: true
        // Hiragana and Katakana without the combining sound marks (U+3099, U+309A); CJK
        // ideographs; Hangul syllables (they join only conjoining jamo, which are not listed).
        case 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        // Pictographs and emoji, without the skin tone modifiers (U+1F3FB to U+1F3FF), which
        // extend the scalar before them.
        case 0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF: true
        default: false
        }
    }

    /// The initials of the first and of the last word and the number of words, in one pass over
    /// characters (or ASCII bytes). Words are runs that are not white space; a word's initial is
    /// its first letter, or its first character if it has no letter. `nil` without words.
    private static func wordInitials<Text: Sequence>(
        _ names: [Text], isWhitespace: (Text.Element) -> Bool, isLetter: (Text.Element) -> Bool
    ) -> (first: Text.Element, last: Text.Element, words: Int)? {
        var initials: (first: Text.Element, last: Text.Element)?
        var words = 0
        for name in names {
            var wordStart: Text.Element?
            var wordLetter: Text.Element?
            func endWord() {
                guard let start = wordStart else { return }
                let initial = wordLetter ?? start
                words += 1
                initials = (initials?.first ?? initial, initial)
                wordStart = nil
                wordLetter = nil
            }
            for character in name {
                if isWhitespace(character) {
                    endWord()
                } else {
                    if wordStart == nil { wordStart = character }
                    if wordLetter == nil, isLetter(character) { wordLetter = character }
                }
            }
            endWord()
        }
        return initials.map { ($0.first, $0.last, words) }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func uppercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 0x20 : byte
    }
}
