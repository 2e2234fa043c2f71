import MarginaliaModels
import MarginaliaText

/// Initials for an avatar fallback: the first letter of the first and of the last name.
enum Initials {
    /// Up to two uppercased first letters (whole characters, so any script works); "?" for none.
    static func from(_ names: [String]) -> String {
        // Names all in ASCII (most of them) go byte by byte: every byte is a whole character
        // there, and case and white space are plain comparisons.
        if !names.contains(where: { $0.utf8.containsByte(where: { $0 >= 0x80 }) }) {
            guard let found = wordInitials(names.map(\.utf8), isWhitespace: isASCIIWhitespace, isLetter: isASCIILetter)
            else { return "?" }
            let letters = found.words > 1 ? [found.first, found.last] : [found.first]
            return String(decoding: letters.map(uppercased), as: UTF8.self)
        }
        guard let found = wordInitials(names, isWhitespace: \.isWhitespace, isLetter: \.isLetter) else { return "?" }
        return found.words > 1 ? found.first.uppercased() + found.last.uppercased() : found.first.uppercased()
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

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func uppercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 0x20 : byte
    }
}
