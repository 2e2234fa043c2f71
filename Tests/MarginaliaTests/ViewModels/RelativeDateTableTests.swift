import Foundation
import MarginaliaDates
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@testable import MarginaliaSite

/// The relative-date table as data: what the generator writes for the browser script (the buckets
/// in the site's language, English here), and a table of ages with the Swift text for each, which
/// the browser test (`Tests/web`) compares the script's text with. Both are golden files, so a
/// change to the buckets or the words shows up in review.
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

    /// A language whose words the script's one/other choice can write gets rules that give the
    /// view models' text at every age; one it cannot write (more plural forms) gets none, and the
    /// script leaves the build's text.
    @Test func eachShippedLanguageGetsRulesOnlyIfTheyWriteItsText() throws {
        for tag in TestWords.packs.keys.sorted() {
            let words = TestWords.words(tag)
            guard let rules = words.browserRelativeDateRules else {
                #expect(["ar", "he", "pl", "ru", "uk"].contains(tag), "\(tag) has no rules for the browser")
                continue
            }
            for age in Self.ages {
                #expect(RelativeDate.text(forAge: age, rules: rules) == Self.built(age, words), "\(tag), age \(age)")
            }
        }
        #expect(TestWords.words("de").browserRelativeDateRules?.last?.other == "vor {n} Jahren")
    }
}
