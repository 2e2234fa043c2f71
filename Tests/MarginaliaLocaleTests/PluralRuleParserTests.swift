import Testing

@testable import MarginaliaLocale

@Suite("Plural rule parser")
struct PluralRuleParserTests {
    @Test(
        "a malformed condition is an error with its column, never a trap",
        arguments: [
            ("", 1, PluralRuleError.Reason.expectedOperand(found: "the end")),
            ("x = 1", 1, .expectedOperand(found: "\"x\"")),
            ("n", 2, .expectedOperator(found: "the end")),
            ("n == 1", 4, .expectedNumber(found: "\"=\"")),
            ("n = ", 5, .expectedNumber(found: "the end")),
            ("n = 1,", 7, .expectedNumber(found: "the end")),
            ("n = 1..", 8, .expectedNumber(found: "the end")),
            ("n = 5..2", 5, .reversedRange(lower: 5, upper: 2)),
            ("n % 0 = 1", 5, .zeroModulus),
            ("n % = 1", 5, .expectedNumber(found: "\"=\"")),
            ("n = 1 and", 10, .expectedOperand(found: "the end")),
            ("n = 1 or or", 10, .expectedOperand(found: "\"or\"")),
            ("n = 1 n = 2", 7, .expectedAndOr(found: "\"n\"")),
            ("n = 1 @integer 1", 7, .unexpectedCharacter("@")),
            ("n = 1!", 6, .unexpectedCharacter("!")),
            ("n = 1.5", 6, .unexpectedCharacter(".")),
            ("n = 1 ∧ n = 2", 7, .unexpectedCharacter("∧")),
            ("n = 1234567890123456789", 5, .numberTooLarge("\"1234567890123456789\"")),
            ("n is 1", 3, .expectedOperator(found: "\"is\"")),
        ]
    )
    func malformed(condition: String, column: Int, reason: PluralRuleError.Reason) {
        let expected = PluralRuleError(category: .one, condition: condition, column: column, reason: reason)
        #expect(throws: expected) { try PluralRules(conditions: [.one: condition]) }
    }

    @Test("other takes no condition")
    func otherWithCondition() {
        #expect(throws: PluralRuleError(category: .other, condition: "n = 1", column: 1, reason: .conditionForOther)) {
            try PluralRules(conditions: [.other: "n = 1"])
        }
    }

    @Test("the message names the category, the column and the condition")
    func message() {
        let error = PluralRuleError(category: .few, condition: "n % 0 = 1", column: 5, reason: .zeroModulus)
        #expect(error.description == "plural rule for few, column 5: % 0 divides by zero in \"n % 0 = 1\"")
    }

    @Test("and binds tighter than or; lists, ranges and modulo")
    func semantics() throws {
        // Polish "few": 2~4, 22~24, … but not 12~14.
        let rules = try PluralRules(conditions: [
            .one: "n = 1 or n = 2 and v = 1",
            .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
            .many: "n = 7,9..10",
        ])
        #expect(rules.categories == [.one, .few, .many, .other])
        #expect(rules.category(for: 1) == .one)
        #expect(try rules.category(forDecimal: "2.0") == .one)
        #expect(try rules.category(forDecimal: "1.0") == .one)
        #expect(rules.category(for: 22) == .few)
        #expect(rules.category(for: 12) == .other)
        #expect(rules.category(for: 7) == .many)
        #expect(rules.category(for: 9) == .many)
        #expect(rules.category(for: 8) == .other)
        #expect(try rules.category(forDecimal: "7.5") == .other)
    }

    /// CLDR's samples cannot tell f from t, nor w from v (no sample has a trailing zero that a
    /// rule reads), so each operand is checked here on "1.20" and on compact "1.2c3".
    @Test(
        "each operand reads its own value",
        arguments: [
            ("n = 1", false), ("i = 1", true), ("v = 2", true), ("w = 1", true), ("f = 20", true), ("t = 2", true),
            ("f = 2", false), ("t = 20", false), ("w = 2", false), ("v = 1", false), ("e = 0", true), ("c = 0", true),
        ] as [(String, Bool)]
    )
    func operandValues(condition: String, holds: Bool) throws {
        let rules = try PluralRules(conditions: [.one: condition])
        #expect(try rules.category(forDecimal: "1.20") == (holds ? .one : .other))
    }

    @Test("c and e read the compact exponent; n is the number it stands for")
    func compactExponent() throws {
        let rules = try PluralRules(conditions: [.one: "e = 3 and c = 3 and n = 1200 and i = 1200 and v = 0"])
        #expect(try rules.category(forDecimal: "1.2c3") == .one)
        #expect(try rules.category(forDecimal: "1200") == .other)
    }

    @Test("random conditions parse or fail with an error")
    func randomConditions() {
        let pieces = [
            "n", "i", "v", "w", "f", "t", "c", "e", "x", "=", "!=", "!", "%", "0", "1", "10", "..", ".", ",", " ",
            "and", "or", "@", "99999999999999999999", "é",
        ]
        var state: UInt64 = 7
        for _ in 0..<20_000 {
            var condition = ""
            for _ in 0..<Int(state % 9) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                condition += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            do {
                let rules = try PluralRules(conditions: [.one: condition])
                _ = rules.category(for: Int(truncatingIfNeeded: state))
            } catch {
                #expect(error.condition == condition)
                #expect(error.column >= 1 && error.column <= condition.unicodeScalars.count + 1)
            }
        }
    }
}
