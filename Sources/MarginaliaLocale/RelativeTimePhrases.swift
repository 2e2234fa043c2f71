/// A shipped language's relative-time phrases, verbatim from CLDR: "{0} minutes ago" for each
/// unit and plural category, "yesterday" and "now".
///
/// Which unit an age is shown in (the buckets) is Marginalia's choice, not CLDR's; this value only
/// gives the words.
public struct RelativeTimePhrases: Sendable, Equatable {
    /// The shipped language's tag, such as "de" for a request for "de-AT".
    public let language: String
    /// Day, `relative type="-1"`: "yesterday", "gestern", "вчера".
    public let yesterday: String
    /// Second, `relative type="0"`: "now", "jetzt", "сейчас".
    public let now: String
    /// Unit → category → pattern, with "{0}" where the count goes (some patterns have none:
    /// Arabic's "قبل دقيقة واحدة", "one minute ago").
    public let pastPatterns: [RelativeTimeUnit: [PluralCategory: String]]

    /// The phrases of the shipped language that `tag` falls back to (`CLDR.language(matching:)`);
    /// nil when there is none.
    public init?(language tag: String) {
        guard let language = CLDR.language(matching: tag), let record = CLDR.record(language) else { return nil }
        self.language = language
        yesterday = record.yesterday
        now = record.now
        var patterns: [RelativeTimeUnit: [PluralCategory: String]] = [:]
        for past in record.past {
            patterns[past.unit, default: [:]][past.category] = past.pattern
        }
        pastPatterns = patterns
    }

    /// The past pattern of a unit for a category ("{0} minutes ago"); nil for a category the
    /// language does not use.
    public func past(_ unit: RelativeTimeUnit, category: PluralCategory) -> String? {
        pastPatterns[unit]?[category]
    }

    /// The phrase for `count` units ago: the pattern of the count's category under the language's
    /// plural rules, with "{0}" replaced by `formattedCount` (the count as the page shows it;
    /// default: its decimal digits).
    public func past(_ unit: RelativeTimeUnit, count: Int, formattedCount: String? = nil) -> String {
        let category = PluralRules.forLanguage(language)?.category(for: count) ?? .other
        let pattern = past(unit, category: category) ?? past(unit, category: .other) ?? "{0}"
        return Self.replacingPlaceholder(in: pattern, with: formattedCount ?? String(count))
    }

    /// `pattern` with each "{0}" replaced by `value`.
    static func replacingPlaceholder(in pattern: String, with value: String) -> String {
        var result = ""
        var rest = Substring(pattern)
        while let start = rest.firstRange(of: "{0}") {
            result += rest[..<start.lowerBound] + value
            rest = rest[start.upperBound...]
        }
        return result + rest
    }
}
