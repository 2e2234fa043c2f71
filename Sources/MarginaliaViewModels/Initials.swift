/// Initials for an avatar fallback: the first letter of the first and of the last name.
enum Initials {
    /// Up to two uppercased first letters (whole characters, so any script works); "?" for none.
    static func from(_ names: [String]) -> String {
        if let initials = asciiInitials(names) { return initials }
        // Words are runs of characters that are not white space; each gives its first letter
        // (or its first character, if it has no letter).
        var initials: (first: Character, last: Character)?
        var words = 0
        for name in names {
            var wordStart: Character?
            var wordLetter: Character?
            func endWord() {
                guard let start = wordStart else { return }
                let initial = wordLetter ?? start
                words += 1
                initials = (initials?.first ?? initial, initial)
                wordStart = nil
                wordLetter = nil
            }
            for character in name {
                if character.isWhitespace {
                    endWord()
                } else {
                    if wordStart == nil { wordStart = character }
                    if wordLetter == nil, character.isLetter { wordLetter = character }
                }
            }
            endWord()
        }
        guard let initials else { return "?" }
        return words > 1 ? initials.first.uppercased() + initials.last.uppercased() : initials.first.uppercased()
    }

    /// The same rule over bytes, for names all in ASCII (most of them): every byte is a whole
    /// character there, and case and white space are plain comparisons. Nil for other names.
    private static func asciiInitials(_ names: [String]) -> String? {
        var initials: (first: UInt8, last: UInt8)?
        var words = 0
        for name in names {
            var wordStart: UInt8?
            var wordLetter: UInt8?
            func endWord() {
                guard let start = wordStart else { return }
                let initial = wordLetter ?? start
                words += 1
                initials = (initials?.first ?? initial, initial)
                wordStart = nil
                wordLetter = nil
            }
            for byte in name.utf8 {
                guard byte < 0x80 else { return nil }
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    endWord()
                } else {
                    if wordStart == nil { wordStart = byte }
                    if wordLetter == nil, isLetter(byte) { wordLetter = byte }
                }
            }
            endWord()
        }
        guard let initials else { return "?" }
        let letters = words > 1 ? [initials.first, initials.last] : [initials.first]
        return String(decoding: letters.map(uppercased), as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func uppercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 0x20 : byte
    }
}
