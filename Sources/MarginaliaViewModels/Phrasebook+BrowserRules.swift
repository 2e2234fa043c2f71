import Foundation
import MarginaliaDates
import MarginaliaLocale

extension Phrasebook {
    /// The name of a count's CLDR plural category in this language ("one", "few", …): the choice
    /// the view models make for a counted phrase, which the browser makes with
    /// `Intl.PluralRules(lang).select(count)`.
    public func pluralCategory(_ count: Int) -> String {
        (PluralRules.forLanguage(language)?.category(for: count) ?? .other).rawValue
    }

    /// Marginalia's relative-date buckets (`RelativeDateRule.standard`) in this language, in the
    /// form the theme's `relative-dates.js` applies in the browser: `one` for a count of 1 and for
    /// buckets without a count; for any other count the form of its plural category
    /// (`pluralCategory(_:)`, `RelativeDateRule.forms`), else `other`, with `{n}` the count in
    /// ASCII digits, as `RelativeDate.text(forAge:rules:category:)` does. Each counted rule has a
    /// form for every category a count of its bucket other than 1 takes (up to 400 years for the
    /// open one). `nil` when these rules do not write what `relative(_:now:)` writes for every
    /// count of every bucket; the script then leaves the build's text.
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
            let age = { [lower] (count: Int) in max(lower, count * rule.unit) }
            ages += counts.map(age)
            let one = text(age(counts.lowerBound))
            lower = upper
            guard rule.unit > 1 else {
                rules.append(RelativeDateRule(below: rule.below, unit: rule.unit, one: one))
                continue
            }
            // Each category's form, from its largest count other than 1 (the count's digits
            // become "{n}"; a form without them, such as Arabic's dual, stays as it is).
            var largest: [String: Int] = [:]
            for count in counts where count != 1 { largest[pluralCategory(count)] = count }
            var forms = largest.mapValues { count in
                let sample = text(age(count))
                return sample.range(of: String(count)).map { sample.replacingCharacters(in: $0, with: "{n}") }
                    ?? sample
            }
            // `other` is the fallback: the language's own "other", or else the form of the
            // bucket's largest count, which `forms` then need not repeat.
            let other = forms.removeValue(forKey: largest["other"] != nil ? "other" : pluralCategory(counts.upperBound))
            rules.append(
                RelativeDateRule(
                    below: rule.below, unit: rule.unit, one: counts.contains(1) ? text(rule.unit) : one,
                    other: other, forms: forms.isEmpty ? nil : forms))
        }
        let reproduces = ages.allSatisfy {
            RelativeDate.text(forAge: Double($0), rules: rules, category: pluralCategory) == text($0)
        }
        return reproduces ? rules : nil
    }
}
