/// The operands of a number that CLDR's plural rules read (UTS #35, part 3, "Plural Operand
/// Meanings"), for the number as it is shown: "1.0" has one visible fraction digit, "1" none.
///
/// Values are limited to 18 digits on each side of the decimal point, so nothing here can
/// overflow; a longer number is a `PluralOperandsError`, not a trap.
public struct PluralOperands: Sendable, Equatable {
    /// `i`: the integer digits of the absolute value.
    public let integerDigits: UInt64
    /// `v`: how many fraction digits are shown, trailing zeros included.
    public let visibleFractionDigitCount: UInt64
    /// `w`: how many fraction digits are shown, trailing zeros excluded.
    public let significantFractionDigitCount: UInt64
    /// `f`: the shown fraction digits as an integer ("1.20" gives 20).
    public let fractionDigits: UInt64
    /// `t`: the shown fraction digits without trailing zeros as an integer ("1.20" gives 2).
    public let significantFractionDigits: UInt64
    /// `c` and `e`: the exponent of compact decimal notation ("1.2c3" is 1200 written as "1.2K").
    public let exponent: UInt64

    /// The most digits a number may have before or after its decimal point.
    public static let maximumDigits = 18

    /// The operands of a whole number; its sign is ignored.
    public init(_ integer: Int) {
        integerDigits = UInt64(integer.magnitude)
        visibleFractionDigitCount = 0
        significantFractionDigitCount = 0
        fractionDigits = 0
        significantFractionDigits = 0
        exponent = 0
    }

    /// The operands of a decimal as it is written: an optional `-`, digits, an optional `.` and
    /// digits, and an optional exponent `c` or `e` and digits (CLDR's sample notation: "1.1c6" is
    /// 1100000 shown in compact form).
    public init(decimal text: String) throws(PluralOperandsError) {
        let parts = try DecimalParts(text)
        let shift = min(parts.exponent, UInt64(parts.fraction.count))
        var integer = parts.integer + parts.fraction.prefix(Int(shift))
        integer += Array(repeating: 0, count: Int(parts.exponent - shift))
        let fraction = Array(parts.fraction.dropFirst(Int(shift)))
        while integer.count > 1, integer.first == 0 {
            integer.removeFirst()
        }
        guard integer.count <= Self.maximumDigits else { throw PluralOperandsError(text: text, reason: .tooManyDigits) }
        var significant = fraction
        while significant.last == 0 {
            significant.removeLast()
        }
        integerDigits = Self.value(of: integer)
        visibleFractionDigitCount = UInt64(fraction.count)
        significantFractionDigitCount = UInt64(significant.count)
        fractionDigits = Self.value(of: fraction)
        significantFractionDigits = Self.value(of: significant)
        exponent = parts.exponent
    }

    /// `n` is a whole number: no shown fraction digit other than zeros.
    var isWhole: Bool { significantFractionDigits == 0 }

    /// At most `maximumDigits` decimal digits as a number; cannot overflow.
    private static func value(of digits: [UInt8]) -> UInt64 {
        digits.reduce(0) { $0 * 10 + UInt64($1) }
    }
}

/// A decimal's text split into its digit runs, each checked against the limits.
private struct DecimalParts {
    var integer: [UInt8] = []
    var fraction: [UInt8] = []
    var exponent: UInt64 = 0

    init(_ text: String) throws(PluralOperandsError) {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "-" {
            scalars.removeFirst()
        }
        integer = try Self.digits(&scalars, text: text)
        guard !integer.isEmpty else { throw PluralOperandsError(text: text, reason: .malformed) }
        if scalars.first == "." {
            scalars.removeFirst()
            fraction = try Self.digits(&scalars, text: text)
            guard !fraction.isEmpty else { throw PluralOperandsError(text: text, reason: .malformed) }
        }
        if scalars.first == "c" || scalars.first == "e" {
            scalars.removeFirst()
            let digits = try Self.digits(&scalars, text: text)
            guard !digits.isEmpty else { throw PluralOperandsError(text: text, reason: .malformed) }
            exponent = digits.reduce(0) { $0 * 10 + UInt64($1) }
        }
        guard scalars.isEmpty else { throw PluralOperandsError(text: text, reason: .malformed) }
        guard exponent <= UInt64(PluralOperands.maximumDigits) else {
            throw PluralOperandsError(text: text, reason: .tooManyDigits)
        }
    }

    /// The run of ASCII digits at the start of `scalars`, removed from it.
    private static func digits(_ scalars: inout Substring.UnicodeScalarView.SubSequence, text: String)
        throws(PluralOperandsError) -> [UInt8]
    {
        var digits: [UInt8] = []
        while let scalar = scalars.first, ("0"..."9").contains(scalar) {
            guard digits.count < PluralOperands.maximumDigits else {
                throw PluralOperandsError(text: text, reason: .tooManyDigits)
            }
            digits.append(UInt8(scalar.value - 48))
            scalars.removeFirst()
        }
        return digits
    }
}

/// A decimal that `PluralOperands(decimal:)` cannot read.
public struct PluralOperandsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the text is not a decimal.
    public enum Reason: Sendable, Equatable {
        /// Not digits with an optional sign, fraction and exponent.
        case malformed
        /// More than `PluralOperands.maximumDigits` digits before or after the point, or an
        /// exponent above it.
        case tooManyDigits
    }

    /// The text as given.
    public let text: String
    public let reason: Reason

    public var description: String {
        switch reason {
        case .malformed:
            "\"\(text)\" is not a decimal number (digits, optionally a sign, a fraction and an exponent)"
        case .tooManyDigits:
            "\"\(text)\" has more than \(PluralOperands.maximumDigits) digits on one side of its point"
        }
    }
}
