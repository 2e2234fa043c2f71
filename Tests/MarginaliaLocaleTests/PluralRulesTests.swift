import Testing

@testable import MarginaliaLocale

@Suite("Plural rules")
struct PluralRulesTests {
    @Test("each shipped language uses the categories CLDR gives it")
    func categories() throws {
        #expect(PluralRules.forLanguage("ja")?.categories == [.other])
        #expect(PluralRules.forLanguage("en")?.categories == [.one, .other])
        #expect(PluralRules.forLanguage("fr")?.categories == [.one, .many, .other])
        #expect(PluralRules.forLanguage("ru")?.categories == [.one, .few, .many, .other])
        #expect(PluralRules.forLanguage("ar")?.categories == PluralCategory.allCases)
        #expect(PluralRules.forLanguage("de-AT")?.categories == [.one, .other])
        #expect(PluralRules.forLanguage("tlh") == nil)
        #expect(PluralRules.forLanguage("pt-BR")?.conditionTexts == [.one: "i = 0..1", .many: Self.manyForMillions])
    }

    private static let manyForMillions = "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"

    @Test("a decimal keeps its shown fraction digits")
    func visibleFractionDigits() throws {
        let english = try #require(PluralRules.forLanguage("en"))
        #expect(english.category(for: 1) == .one)
        #expect(try english.category(forDecimal: "1") == .one)
        #expect(try english.category(forDecimal: "1.0") == .other)
        #expect(try english.category(forDecimal: "-1") == .one)
        let french = try #require(PluralRules.forLanguage("fr"))
        #expect(try french.category(forDecimal: "1.5") == .one)
        #expect(french.category(for: 1_000_000) == .many)
        #expect(try french.category(forDecimal: "1c6") == .many)
        #expect(try french.category(forDecimal: "1.0001c3") == .other)
    }

    @Test("operands follow UTS #35's table")
    func operands() throws {
        let operands = try PluralOperands(decimal: "1.2300")
        #expect(operands.integerDigits == 1)
        #expect(operands.visibleFractionDigitCount == 4)
        #expect(operands.significantFractionDigitCount == 2)
        #expect(operands.fractionDigits == 2300)
        #expect(operands.significantFractionDigits == 23)
        let compact = try PluralOperands(decimal: "1.0000001c6")
        #expect(compact.integerDigits == 1_000_000)
        #expect(compact.visibleFractionDigitCount == 1)
        #expect(compact.fractionDigits == 1)
        #expect(compact.exponent == 6)
        #expect(PluralOperands(Int.min).integerDigits == UInt64(Int.min.magnitude))
    }

    @Test(
        "a malformed decimal is an error, not a trap",
        arguments: [
            ("", PluralOperandsError.Reason.malformed), ("-", .malformed), ("1.", .malformed), (".5", .malformed),
            ("1e", .malformed), ("1,5", .malformed), ("١", .malformed), ("1.5x", .malformed), ("1e2e3", .malformed),
            ("1234567890123456789", .tooManyDigits), ("1.1234567890123456789", .tooManyDigits),
            ("1e19", .tooManyDigits), ("123456789012345678c1", .tooManyDigits),
            ("99999999999999999999999999999999999999", .tooManyDigits),
        ]
    )
    func malformedDecimals(text: String, reason: PluralOperandsError.Reason) {
        #expect(throws: PluralOperandsError(text: text, reason: reason)) { try PluralOperands(decimal: text) }
    }

    @Test("the largest decimals within the limits are read")
    func largestDecimals() throws {
        #expect(try PluralOperands(decimal: "999999999999999999").integerDigits == 999_999_999_999_999_999)
        #expect(try PluralOperands(decimal: "0.999999999999999999").fractionDigits == 999_999_999_999_999_999)
        #expect(try PluralOperands(decimal: "1c17").integerDigits == 100_000_000_000_000_000)
    }
}
