import MarginaliaText

/// Inputs for the checks of untrusted text: URLs and names built from the pieces that matter to
/// `SafeURL` and the text clean-ups, and ISO 8601 timestamps, right and wrong.
enum TextGrammar {
    static let urlPieces = [
        "https://", "http://", "HTTPS://", "mailto:", "javascript:", "JaVaScRiPt:", "vbscript:",
        "data:image/png;base64,",
        "data:text/html,", "ftp://", "//", "/", "\\", ":", "a", "e.com", "例え.jp", "ü", "xn--bcher-kva", "@", "..",
        "../",
        "assets/", ".png", "?q=1", "#x", "%20", "%0a", "%2e", "&", "\"", "'", "<", ">", " ", "\t", "\n", "\r",
        "\u{0}", "\u{1}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{200B}", "\u{2028}", "\u{3000}",
        "\u{FEFF}", "\u{FFFE}", "\u{FFFF}", "\u{301}", "\u{202E}", "1", "0", ":8080",
    ]

    /// A URL-like string.
    static func url(_ bytes: [UInt8]) -> String {
        var choices = Choices(bytes)
        return choices.soup(urlPieces, limit: 24)
    }

    /// A timestamp, mostly well-formed, with every field sometimes out of range or misspelt.
    static func timestamp(_ bytes: [UInt8]) -> String {
        var c = Choices(bytes)
        /// A number from `range` (or, now and then, from `wild`), zero-padded to `width` digits.
        func field(_ width: Int, _ range: ClosedRange<Int>, wild: ClosedRange<Int> = 0...99) -> String {
            let span = c.chance(10) ? wild : range
            let text = String(span.lowerBound + c.next(span.count))
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        var text = c.chance(15) ? c.pick([" ", "+", "-", "\u{FEFF}"]) : ""
        text += c.chance(12) ? field(c.pick([2, 3, 5]), 0...99_999) : field(4, 1970...2100, wild: 0...9999)
        text += c.pick(["-"], else: ["/", "", "--"], outOf: 15)
        text += field(c.chance(15) ? 1 : 2, 1...12)
        text += c.pick(["-"], else: ["/", "", "--"], outOf: 15)
        text += field(c.chance(15) ? 1 : 2, 1...28, wild: 0...40)
        if c.chance(12) { return text }
        text += c.pick(["T"], else: ["t", " ", "_"], outOf: 10)
        text += field(2, 0...23) + ":" + field(2, 0...59)
        if !c.chance(10) { text += ":" + field(2, 0...59, wild: 0...62) }
        if c.chance(3) { text += c.pick(["."], else: [","], outOf: 10) + field(1 + c.next(9), 0...999_999_999) }
        text += c.pick(
            ["Z", "+00:00", "-05:30", "+14:00"], else: ["z", "", "+2400", "-00:00", "+05", "+99:99", "GMT"])
        if c.chance(15) { text += c.pick([" ", "x", "\n", "\u{0}"]) }
        return text
    }
}
