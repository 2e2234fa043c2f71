/// How a shipped language writes a count: Latin digits grouped by CLDR's rules ("1,234" in
/// English, "1.234" in German, "1 234" with a narrow no-break space in French, "1234" but
/// "12.345" in Spanish).
public struct IntegerFormat: Sendable, Equatable {
    /// The shipped language's tag.
    public let language: String
    /// Between groups of digits.
    public let groupSeparator: String
    /// Before a negative number (Arabic and Hebrew put a left-to-right mark before the hyphen).
    public let minusSign: String
    /// How many digits the leftmost group needs before any grouping happens.
    public let minimumGroupingDigits: Int
    /// Digits in the group nearest the end.
    public let primaryGroupingSize: Int
    /// Digits in every group further left.
    public let secondaryGroupingSize: Int

    /// The format of the shipped language that `tag` falls back to (`CLDR.language(matching:)`);
    /// nil when there is none.
    public init?(language tag: String) {
        guard let language = CLDR.language(matching: tag), let numbers = CLDR.record(language)?.numbers else {
            return nil
        }
        self.language = language
        groupSeparator = numbers.group
        minusSign = numbers.minusSign
        minimumGroupingDigits = numbers.minimumGroupingDigits
        primaryGroupingSize = max(1, numbers.primaryGroupingSize)
        secondaryGroupingSize = max(1, numbers.secondaryGroupingSize)
    }

    /// `value` in the language's digits and grouping.
    public func string(for value: Int) -> String {
        let digits = Array(String(value.magnitude))
        let sign = value < 0 ? minusSign : ""
        guard digits.count >= primaryGroupingSize + minimumGroupingDigits else { return sign + String(digits) }
        var groups = [String(digits.suffix(primaryGroupingSize))]
        var end = digits.count - primaryGroupingSize
        while end > 0 {
            let start = max(0, end - secondaryGroupingSize)
            groups.append(String(digits[start..<end]))
            end = start
        }
        return sign + groups.reversed().joined(separator: groupSeparator)
    }
}
