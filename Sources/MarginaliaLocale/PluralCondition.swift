/// A parsed plural rule condition (UTS #35, part 3, "Plural rules syntax"): relations joined by
/// `and`, groups of those joined by `or`. `and` binds tighter than `or`.
struct PluralCondition: Sendable, Equatable {
    /// The `or` alternatives, each a list of relations that must all hold.
    let alternatives: [[PluralRelation]]

    func matches(_ operands: PluralOperands) -> Bool {
        alternatives.contains { relations in relations.allSatisfy { $0.holds(for: operands) } }
    }
}

/// `operand [% modulus] (= | !=) ranges`, such as `i % 100 != 12..14`.
struct PluralRelation: Sendable, Equatable {
    let operand: PluralOperand
    /// The divisor after `%`; never zero (the parser refuses `% 0`).
    let modulus: UInt64?
    /// `!=` rather than `=`.
    let isNegated: Bool
    /// The values and ranges after the operator, each a closed range of whole numbers.
    let ranges: [ClosedRange<UInt64>]

    func holds(for operands: PluralOperands) -> Bool {
        let (value, isWhole) = operand.value(in: operands)
        let reduced = modulus.map { value % $0 } ?? value
        // A number with a fraction equals no whole number: `n = 1` is false for 1.5, `n != 1` true.
        let isInList = isWhole && ranges.contains { $0.contains(reduced) }
        return isInList != isNegated
    }
}

/// A plural operand's letter.
enum PluralOperand: String, Sendable, Equatable {
    case n, i, v, w, f, t, c, e

    /// The operand's whole part, and whether it has no fraction (only `n` can have one:
    /// `n % m` is `i % m` plus `n`'s fraction).
    func value(in operands: PluralOperands) -> (UInt64, isWhole: Bool) {
        switch self {
        case .n: (operands.integerDigits, operands.isWhole)
        case .i: (operands.integerDigits, true)
        case .v: (operands.visibleFractionDigitCount, true)
        case .w: (operands.significantFractionDigitCount, true)
        case .f: (operands.fractionDigits, true)
        case .t: (operands.significantFractionDigits, true)
        case .c, .e: (operands.exponent, true)
        }
    }
}
