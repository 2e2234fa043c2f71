import Foundation
import MarginaliaDates
import Testing

@testable import MarginaliaSite

/// The relative-date table as data: what the generator writes for the browser script, and a table
/// of ages with the Swift text for each, which the browser test (`Tests/web`) compares the script's
/// text with. Both are golden files, so a change to the buckets shows up in review.
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

    @Test func theAgeTableMatchesTheSwiftText() throws {
        let rows = Self.ages.map { age in
            #"  {"age": \#(age), "text": "\#(RelativeDate.text(forAge: age, rules: RelativeDateRule.standard))"}"#
        }
        try GoldenFile.assertMatches(
            "[\n" + rows.joined(separator: ",\n") + "\n]\n", golden: "relative-dates/ages.json")
    }

    @Test func theRulesFileIsTheStandardTable() throws {
        let json = RelativeDateRulesFile.json()
        let decoded = try JSONDecoder().decode([RelativeDateRule].self, from: Data(json.utf8))
        #expect(decoded == RelativeDateRule.standard)
        try GoldenFile.assertMatches(json, golden: "relative-dates/rules.json")
    }
}
