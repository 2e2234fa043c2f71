/// Parses a plural rule condition in CLDR's syntax (UTS #35, part 3):
///
///     condition = and_condition ("or" and_condition)*
///     and_condition = relation ("and" relation)*
///     relation = operand ("%" value)? ("=" | "!=") range_list
///     range_list = (value | value ".." value) ("," range_list)*
///
/// Whitespace separates tokens and is otherwise ignored. Every failure is a `PluralRuleError`.
struct PluralRuleParser {
    private let category: PluralCategory
    private let condition: String
    private var tokens: [PluralRuleToken]
    private var index = 0

    init(category: PluralCategory, condition: String) throws(PluralRuleError) {
        self.category = category
        self.condition = condition
        var tokenizer = PluralRuleTokenizer(condition: condition)
        var tokens: [PluralRuleToken] = []
        while true {
            guard let token = tokenizer.next() else {
                throw PluralRuleError(
                    category: category, condition: condition, column: tokenizer.column,
                    reason: .unexpectedCharacter(tokenizer.currentCharacter))
            }
            tokens.append(token)
            if token.kind == .end { break }
        }
        self.tokens = tokens
    }

    /// The whole condition; text left after it is an error.
    mutating func parseCondition() throws(PluralRuleError) -> PluralCondition {
        var alternatives = [try parseAndCondition()]
        while current.kind == .word("or") {
            index += 1
            alternatives.append(try parseAndCondition())
        }
        guard current.kind == .end else { throw error(at: current.column, .expectedAndOr(found: current.text)) }
        return PluralCondition(alternatives: alternatives)
    }

    private mutating func parseAndCondition() throws(PluralRuleError) -> [PluralRelation] {
        var relations = [try parseRelation()]
        while current.kind == .word("and") {
            index += 1
            relations.append(try parseRelation())
        }
        return relations
    }

    private mutating func parseRelation() throws(PluralRuleError) -> PluralRelation {
        guard case .word(let word) = current.kind, let operand = PluralOperand(rawValue: word) else {
            throw error(at: current.column, .expectedOperand(found: current.text))
        }
        index += 1
        var modulus: UInt64?
        if current.kind == .percent {
            index += 1
            let column = current.column
            let divisor = try parseNumber()
            guard divisor != 0 else { throw error(at: column, .zeroModulus) }
            modulus = divisor
        }
        let isNegated: Bool
        switch current.kind {
        case .equals: isNegated = false
        case .notEquals: isNegated = true
        default: throw error(at: current.column, .expectedOperator(found: current.text))
        }
        index += 1
        var ranges = [try parseRange()]
        while current.kind == .comma {
            index += 1
            ranges.append(try parseRange())
        }
        return PluralRelation(operand: operand, modulus: modulus, isNegated: isNegated, ranges: ranges)
    }

    private mutating func parseRange() throws(PluralRuleError) -> ClosedRange<UInt64> {
        let column = current.column
        let lower = try parseNumber()
        guard current.kind == .dotDot else { return lower...lower }
        index += 1
        let upper = try parseNumber()
        guard lower <= upper else { throw error(at: column, .reversedRange(lower: lower, upper: upper)) }
        return lower...upper
    }

    private mutating func parseNumber() throws(PluralRuleError) -> UInt64 {
        guard case .number(let digits) = current.kind else {
            throw error(at: current.column, .expectedNumber(found: current.text))
        }
        guard digits.count <= PluralOperands.maximumDigits else {
            throw error(at: current.column, .numberTooLarge(current.text))
        }
        index += 1
        return digits.reduce(0) { $0 * 10 + UInt64($1) }
    }

    /// The token at `index`; the list always ends with `.end`, which parsing never steps past.
    private var current: PluralRuleToken { tokens[min(index, tokens.count - 1)] }

    private func error(at column: Int, _ reason: PluralRuleError.Reason) -> PluralRuleError {
        PluralRuleError(category: category, condition: condition, column: column, reason: reason)
    }
}
