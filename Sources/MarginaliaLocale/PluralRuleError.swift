/// A plural rule condition that does not parse, with the category it was for and the column
/// (1-based, in Unicode scalars) where the parser stopped.
public struct PluralRuleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the parser found where it expected something else.
    public enum Reason: Sendable, Equatable {
        /// A character that starts no token of the syntax.
        case unexpectedCharacter(String)
        /// Not one of the operands n, i, v, w, f, t, c, e.
        case expectedOperand(found: String)
        /// Not `=` or `!=`.
        case expectedOperator(found: String)
        /// Not a whole number.
        case expectedNumber(found: String)
        /// Text after a complete condition that is not `and` or `or`.
        case expectedAndOr(found: String)
        /// A number above `PluralOperands`' limit of 18 digits.
        case numberTooLarge(String)
        /// `% 0`.
        case zeroModulus
        /// A range whose start is above its end, such as `5..2`.
        case reversedRange(lower: UInt64, upper: UInt64)
        /// `other` with a condition: `other` is what no other category matches.
        case conditionForOther
    }

    public let category: PluralCategory
    /// The condition as given.
    public let condition: String
    /// 1-based, counted in Unicode scalars of `condition`.
    public let column: Int
    public let reason: Reason

    public var description: String {
        "plural rule for \(category.rawValue), column \(column): \(explanation) in \"\(condition)\""
    }

    private var explanation: String {
        switch reason {
        case .unexpectedCharacter(let character): "unexpected character \"\(character)\""
        case .expectedOperand(let found): "expected an operand (n, i, v, w, f, t, c, e), found \(found)"
        case .expectedOperator(let found): "expected = or !=, found \(found)"
        case .expectedNumber(let found): "expected a whole number, found \(found)"
        case .expectedAndOr(let found): "expected \"and\", \"or\" or the end, found \(found)"
        case .numberTooLarge(let number): "\(number) has more than \(PluralOperands.maximumDigits) digits"
        case .zeroModulus: "% 0 divides by zero"
        case .reversedRange(let lower, let upper): "the range \(lower)..\(upper) runs backwards"
        case .conditionForOther: "other takes no condition"
        }
    }
}
