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
    public static func text(forAge age: TimeInterval, rules: [RelativeDateRule]) -> String {
        let seconds = max(0, Int(age.rounded(.down)))
        guard let rule = rules.first(where: { $0.below.map { seconds < $0 } ?? true }) ?? rules.last else {
            return ""
        }
        let count = seconds / rule.unit
        return count == 1 || rule.unit == 1 ? rule.one : rule.other(count: count)
    }
}
