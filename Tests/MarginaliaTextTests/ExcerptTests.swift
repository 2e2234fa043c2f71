import MarginaliaTestSupport
import Testing

@testable import MarginaliaText

@Suite("Excerpt")
struct ExcerptTests {
    /// Letters, white space of every kind, and pieces that join into one character (combining
    /// marks, a joiner, skin tones, flags, CR LF, a space carrying a mark, a prepended mark).
    private static let pieces = [
        "a", "bc", "ß", "é", "李", "ا", "🦊", "1", ".", " ", "  ", "\t", "\n", "\r\n", "\u{00A0}", "\u{2003}",
        "\u{3000}", "\u{0301}", "\u{200D}", "\u{1F3FD}", "🇩🇪", "👩‍👩‍👧", " \u{0301}", "\u{0600}", "\u{0600}\u{0301}",
    ]

    @Test("random texts get the excerpt of the whole line, cut by the rule")
    func randomTextsFollowTheRule() {
        var random = SplitMix(seed: 7)
        for _ in 0..<20_000 {
            let text = (0..<Int(random.next() % 24)).map { _ in
                Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
            }.joined()
            let limit = Int(random.next() % 14)
            #expect(
                Excerpt.text(text, maximumLength: limit) == Self.rule(text, maximumLength: limit),
                "\(text.debugDescription), \(limit)")
        }
    }

    @Test("a line whose every space joins two marks into one character is still cut by the rule")
    func spacesThatJoinMarksOnBothSides() {
        // Each word is an extending mark and a prepended mark: in the line, the space between two
        // words joins the prepended mark before it and the extending mark after it.
        let text = String(repeating: "\u{0301}\u{0600}\t", count: 100)
        for limit in [1, 10, 40] {
            let excerpt = Excerpt.text(text, maximumLength: limit)
            #expect(excerpt == Self.rule(text, maximumLength: limit))
            #expect(excerpt.hasSuffix("…"))
        }
    }

    /// The rule as `Excerpt.text` documents it, read over the whole text: join its words with one
    /// space; if the line is longer than the limit, cut at the limit when a space follows it, else
    /// at the last space before it (or at the limit when there is none), and add "…".
    private static func rule(_ text: String, maximumLength: Int) -> String {
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard line.count > maximumLength else { return line }
        let head = line.prefix(maximumLength)
        if line[head.endIndex].isWhitespace { return head + "…" }
        if let space = head.lastIndex(where: \.isWhitespace), space > head.startIndex {
            return line[..<space] + "…"
        }
        return head + "…"
    }
}
