import MarginaliaTestSupport
import Testing

@testable import MarginaliaText

@Suite("Unicode white space")
struct UnicodeWhiteSpaceTests {
    @Test("the switch agrees with the scalar property on every scalar")
    func agreesWithTheProperty() {
        let scalars = (0...0x10_FFFF).lazy.compactMap(Unicode.Scalar.init(_:))
        let disagreeing = scalars.filter { UnicodeWhiteSpace.contains($0.value) != $0.properties.isWhitespace }
        #expect(Array(disagreeing.prefix(5)) == [])
    }

    @Test(
        "trimming bytes keeps what the scalar rule keeps",
        arguments: [
            "", " ", "a", " a ", "\u{00A0}é\u{2003}", "\u{3000}李\u{3000}", "🎉\n", "\u{0085}x\u{1680}", "x\u{202F}y",
            "\u{2028}\u{2029}", " \u{0301}", "é\u{00A0}\u{00A0}", "\u{10FFFF} ",
        ])
    func trimsLikeTheScalarRule(text: String) {
        #expect(text.trimmed == text.trimmedByScalars)
    }

    @Test("random text of white space and other scalars trims as the scalar rule does")
    func randomText() {
        let pieces: [String] = [
            " ", "\t", "\n", "\u{00A0}", "\u{2003}", "\u{3000}", "a", "é", "李", "🎉", "\u{0301}", "\u{FEFF}",
        ]
        var random = SplitMix(seed: 17)
        for _ in 0..<2_000 {
            let text = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            #expect(text.trimmed == text.trimmedByScalars, "\(text.debugDescription)")
        }
    }
}
