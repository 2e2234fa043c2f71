import MarginaliaTestSupport
import Testing

@testable import MarginaliaText

@Suite("Initials")
struct InitialsTests {
    /// Scalars the scalar shortcut takes, and ones that send a name to the character rule
    /// (combining marks, joiners, skin tones, regional indicators, jamo, CR LF).
    private static let pieces = [
        "a", "Z", "ß", "é", "ǆ", "ʰ", "1", "-", "'", "(", " ", "\t", "\u{00A0}", "\u{2003}", "\u{00AD}", "\n", "\r\n",
        "Ω", "ά", "Ж", "ѐ", "ぁ", "カ", "ー", "李", "한", "🌸", "🚲", "🦊", "🤖", "😀", "\u{0301}", "\u{0483}", "\u{200D}",
        "\u{FE0F}", "\u{1F3FD}", "🇩🇪", "\u{1100}", "\u{1161}", "\u{3099}", "ا", "ح", "\u{0E33}", "\u{0915}",
        "ש", "\u{05B0}", "\u{0591}", "\u{064B}", "\u{0670}", "\u{0600}", "\u{06DD}", "٣",
    ]

    @Test("random names get the initials the character rule gives")
    func shortcutsAgreeWithTheCharacterRule() {
        var random = SplitMix(seed: 41)
        for _ in 0..<5_000 {
            let names = (0..<Int(1 + random.next() % 2)).map { _ in
                (0..<Int(random.next() % 7)).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }
                    .joined()
            }
            #expect(Initials.from(names) == Initials.byCharacters(names), "\(names.map(\.debugDescription))")
        }
    }

    @Test(
        "every scalar of the shortcut's scripts agrees alone and between letters",
        arguments: [
            0x00...0x02FF, 0x0370...0x052F, 0x0590...0x06FF, 0x1F00...0x1FFF, 0x3041...0x30FF, 0x4E00...0x4E40,
            0xAC00...0xAC40,
            0x1F300...0x1F9FF,
        ])
    func everyScalarOfTheShortcut(range: ClosedRange<UInt32>) {
        for name in range.compactMap(Unicode.Scalar.init).flatMap({ ["\($0)", "a\($0)b", "\($0) z", "q \($0)"] }) {
            #expect(Initials.from([name]) == Initials.byCharacters([name]), "\(name.debugDescription)")
        }
    }
}
