import Foundation

/// How long ago something happened, in words, measured against one reference date.
public struct RelativeDate: Sendable, Equatable {
    /// When it happened.
    public let date: Date
    /// The build's "now".
    public let referenceDate: Date

    public init(_ date: Date, relativeTo referenceDate: Date) {
        self.date = date
        self.referenceDate = referenceDate
    }
}

extension RelativeDate {
    /// "just now", "5 minutes ago", "yesterday", "3 weeks ago", … per `RelativeDateRule.standard`.
    public var text: String {
        Self.text(forAge: referenceDate.timeIntervalSince(date), rules: RelativeDateRule.standard)
    }

    /// The text for an age in seconds under a rule table; negative ages fall in the first bucket.
    /// `category` names a count's CLDR plural category ("one", "few", …), which picks the rule's
    /// form for it (`RelativeDateRule.forms`); by default every count takes `other`.
    public static func text(
        forAge age: TimeInterval, rules: [RelativeDateRule], category: (Int) -> String = { _ in "other" }
    ) -> String {
        guard let (index, count) = bucket(forAge: age, rules: rules) else { return "" }
        let rule = rules[index]
        return count == 1 || rule.unit == 1 ? rule.one : rule.text(count: count, category: category(count))
    }

    /// The index of the rule an age in seconds falls in, and the age in the rule's units; nil
    /// for an empty table. Negative ages fall in the first bucket.
    public static func bucket(forAge age: TimeInterval, rules: [RelativeDateRule]) -> (index: Int, count: Int)? {
        let seconds = age < 0 ? 0 : age < Double(Int.max) ? Int(age.rounded(.down)) : Int.max
        guard let index = rules.firstIndex(where: { $0.below.map { seconds < $0 } ?? true }) ?? rules.indices.last
        else { return nil }
        return (index, seconds / max(1, rules[index].unit))
    }
}
