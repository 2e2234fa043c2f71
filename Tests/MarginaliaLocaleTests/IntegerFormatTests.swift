import Foundation
import MarginaliaLocale
import Testing

@Suite("Integer format")
struct IntegerFormatTests {
    /// Values from CLDR 48.2's `numbers` (symbols for latn, minimumGroupingDigits).
    @Test(
        "counts are grouped as CLDR says",
        arguments: [
            ("en", 999, "999"), ("en", 1000, "1,000"), ("en", 1_234_567, "1,234,567"),
            ("de", 1234, "1.234"), ("de", -1234, "-1.234"),
            ("es", 1234, "1234"), ("es", 12345, "12.345"), ("es", 1_234_567, "1.234.567"),
            ("pl", 1234, "1234"), ("pl", 12345, "12\u{A0}345"),
            ("fr", 1234, "1\u{202F}234"), ("ru", 1234, "1\u{A0}234"),
            ("ar", 1234, "1,234"), ("ar", -5, "\u{200E}-5"), ("ja", 0, "0"), ("pt-BR", 1000, "1.000"),
        ]
    )
    func grouping(language: String, value: Int, text: String) throws {
        #expect(try #require(IntegerFormat(language: language)).string(for: value) == text)
    }

    @Test("the extremes of Int are written without a trap")
    func extremes() throws {
        let german = try #require(IntegerFormat(language: "de"))
        #expect(german.string(for: Int.min) == "-9.223.372.036.854.775.808")
        #expect(german.string(for: Int.max) == "9.223.372.036.854.775.807")
    }

    /// Foundation's ICU carries its own CLDR release; where the two agree this is a second,
    /// independent reading of the same data.
    @Test("counts match Foundation's formatter", arguments: CLDR.languages)
    func matchesFoundation(language: String) throws {
        let format = try #require(IntegerFormat(language: language))
        let locale = Locale(identifier: language)
        for value in [0, 7, 999, 1000, 1234, 12345, 123_456, 1_234_567, 1_000_000_000] {
            #expect(format.string(for: value) == value.formatted(.number.locale(locale)), "\(language) \(value)")
        }
    }
}
