import Foundation
import MarginaliaDates

extension Phrasebook {
    /// Marginalia's relative-date buckets (`RelativeDateRule.standard`) in this language, in the
    /// form the theme's `relative-dates.js` applies in the browser (`one` for a count of 1 and for
    /// buckets without a count, else `other` with `{n}` the count in ASCII digits, as
    /// `RelativeDate.text(forAge:rules:)` does); `nil` when that form cannot write what
    /// `relative(_:now:)` writes at every age: a language with plural forms besides one and other
    /// (Russian, Arabic), or digits of its own. The script then leaves the build's text.
    func makeBrowserRelativeDateRules() -> [RelativeDateRule]? {
        let now = Date(timeIntervalSince1970: 0)
        func text(_ age: Int) -> String { relative(now.addingTimeInterval(-Double(age)), now: now) }
        var rules: [RelativeDateRule] = []
        var ages: [Int] = []
        var lower = 0
        for rule in RelativeDateRule.standard {
            // The ages the bucket holds, one per count (at most 400 years for the open one).
            let upper = rule.below ?? (lower + 400 * rule.unit)
            let counts = (lower / rule.unit)...((upper - 1) / rule.unit)
            let bucketAges = counts.map { max(lower, $0 * rule.unit) }
            ages += bucketAges
            let one = text(bucketAges[0])
            guard rule.unit > 1, let sample = counts.first(where: { $0 != 1 }) else {
                rules.append(RelativeDateRule(below: rule.below, unit: rule.unit, one: one))
                lower = upper
                continue
            }
            let sampleText = text(max(lower, sample * rule.unit))
            guard let digits = sampleText.range(of: String(sample)) else { return nil }
            rules.append(
                RelativeDateRule(
                    below: rule.below, unit: rule.unit, one: counts.contains(1) ? text(rule.unit) : one,
                    other: sampleText.replacingCharacters(in: digits, with: "{n}")))
            lower = upper
        }
        let reproduces = ages.allSatisfy { RelativeDate.text(forAge: Double($0), rules: rules) == text($0) }
        return reproduces ? rules : nil
    }
}
