import Foundation
import MarginaliaDates
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@testable import MarginaliaSite

/// The relative-date table as data: what the generator writes for the browser script (the buckets
/// in the site's language, English here), and a table of ages with the Swift text for each, which
/// the browser test (`Tests/web`) compares the script's text with, and the plural category of
/// small counts in each shipped language, which it compares the browser's choice with. All are
/// golden files, so a change to the buckets, the words or the plural rules shows up in review.
@Suite("Relative dates for the browser")
struct RelativeDateTableTests {
    /// Ages around every bucket boundary, and inside every bucket, in seconds.
    static var ages: [Double] {
        var ages: [Double] = [-86_400, -1, 0, 0.5, 1, 59.999]
        for rule in RelativeDateRule.standard {
            if let below = rule.below {
                ages += [Double(below) - 1, Double(below) - 0.25, Double(below), Double(below) + 1]
            }
            ages += [1, 2, 3, 5, 11].map { Double($0 * rule.unit) + 0.5 }
        }
        ages += [400 * 86_400, 3_650 * 86_400 + 7]
        return Array(Set(ages)).sorted()
    }

    static let englishRules = TestWords.english.browserRelativeDateRules ?? []

    /// What the view models write for a date `age` seconds before the build.
    static func built(_ age: Double, _ words: Phrasebook) -> String {
        let now = Date(timeIntervalSince1970: 1_000_000_000)
        return words.relative(now.addingTimeInterval(-age), now: now)
    }

    @Test func theAgeTableMatchesTheSwiftText() throws {
        let rows = Self.ages.map { age in
            let text = RelativeDate.text(forAge: age, rules: Self.englishRules)
            #expect(text == Self.built(age, TestWords.english), "age \(age)")
            return #"  {"age": \#(age), "text": "\#(text)"}"#
        }
        try GoldenFile.assertMatches(
            "[\n" + rows.joined(separator: ",\n") + "\n]\n", golden: "relative-dates/ages.json")
    }

    @Test func theRulesFileIsTheStandardTableInTheSitesWords() throws {
        let json = RelativeDateRulesFile.json(Self.englishRules)
        let decoded = try JSONDecoder().decode([RelativeDateRule].self, from: Data(json.utf8))
        #expect(decoded.map(\.below) == RelativeDateRule.standard.map(\.below))
        #expect(decoded.map(\.unit) == RelativeDateRule.standard.map(\.unit))
        #expect(decoded.first?.one == "now")
        try GoldenFile.assertMatches(json, golden: "relative-dates/rules.json")
    }

    /// Every shipped language gets rules that, with its plural choice (the script asks
    /// `Intl.PluralRules`, whose choice `theBrowsersPluralChoiceIsOurs` pins to ours), give the view
    /// models' text at every age of the list and at every count of every bucket (up to 400 years).
    @Test func eachShippedLanguageGetsRulesThatWriteItsText() throws {
        let day = 86_400.0
        var everyCount: [Double] = []
        var lower = 0
        for rule in RelativeDateRule.standard {
            let upper = rule.below ?? (lower + 400 * rule.unit)
            let counts = rule.unit == 1 ? [0] : Array((lower / rule.unit)...((upper - 1) / rule.unit))
            everyCount += counts.map { [lower] in Double(max(lower, $0 * rule.unit)) + 0.5 }
            lower = upper
        }
        for tag in TestWords.packs.keys.sorted() {
            let words = TestWords.words(tag)
            let rules = try #require(words.browserRelativeDateRules, "\(tag) has no rules for the browser")
            for age in Self.ages + everyCount {
                let text = RelativeDate.text(forAge: age, rules: rules, category: words.pluralCategory)
                #expect(text == Self.built(age, words), "\(tag), age \(age / day) days")
            }
        }
        #expect(TestWords.words("de").browserRelativeDateRules?.last?.other == "vor {n} Jahren")
        let russianMinutes = TestWords.words("ru").browserRelativeDateRules?[1]
        #expect(russianMinutes?.forms == ["one": "{n} минуту назад", "few": "{n} минуты назад"])
        #expect(russianMinutes?.other == "{n} минут назад")
    }

    /// The plural category of the counts 0…200 in every shipped language, from the CLDR rules
    /// the view models use (`MarginaliaLocale`, checked against CLDR's own samples there): the
    /// browser test asks Chromium's `Intl.PluralRules` for the same counts and compares.
    @Test func thePluralCategoriesOfEachLanguageAreAGoldenFile() throws {
        let rows = TestWords.packs.keys.sorted().map { tag in
            let words = TestWords.words(tag)
            let categories = (0...200).map { #""\#(words.pluralCategory($0))""# }
            return #"  "\#(tag)": [\#(categories.joined(separator: ", "))]"#
        }
        try GoldenFile.assertMatches(
            "{\n" + rows.joined(separator: ",\n") + "\n}\n", golden: "relative-dates/plural-categories.json")
    }
}
