import Foundation
import MarginaliaDates
import MarginaliaTestSupport
import Testing

@Suite("Relative dates")
struct RelativeDateTests {
    private static let minute = 60.0
    private static let hour = 3_600.0
    private static let day = 86_400.0

    static let boundaries: [(TimeInterval, String)] = [
        (-3_600.0, "just now"),
        (0, "just now"),
        (59, "just now"),
        (60, "1 minute ago"),
        (119, "1 minute ago"),
        (120, "2 minutes ago"),
        (59 * minute + 59, "59 minutes ago"),
        (hour, "1 hour ago"),
        (2 * hour, "2 hours ago"),
        (23 * hour + 59 * minute, "23 hours ago"),
        (day, "yesterday"),
        (47 * hour + 59 * minute, "yesterday"),
        (2 * day, "2 days ago"),
        (6 * day, "6 days ago"),
        (7 * day - 1, "6 days ago"),
        (7 * day, "1 week ago"),
        (13 * day, "1 week ago"),
        (14 * day, "2 weeks ago"),
        (29 * day, "4 weeks ago"),
        (30 * day, "1 month ago"),
        (59 * day, "1 month ago"),
        (60 * day, "2 months ago"),
        (364 * day, "12 months ago"),
        (365 * day, "1 year ago"),
        (729 * day, "1 year ago"),
        (730 * day, "2 years ago"),
    ]

    @Test("buckets and their boundaries", arguments: boundaries)
    func bucket(age: TimeInterval, expected: String) {
        let date = TestDates.now.addingTimeInterval(-age)
        #expect(RelativeDate(date, relativeTo: TestDates.now).text == expected)
    }

    @Test func theLastRuleIsOpenEnded() {
        #expect(RelativeDateRule.standard.last?.below == nil)
        #expect(RelativeDateRule.standard.dropLast().allSatisfy { $0.below != nil })
    }

    @Test func bucketsAreInIncreasingOrder() {
        let bounds = RelativeDateRule.standard.compactMap(\.below)
        #expect(bounds == bounds.sorted())
    }

    @Test func aTableGivenAsDataDrivesTheText() {
        let rules = [
            RelativeDateRule(below: 10, one: "now"),
            RelativeDateRule(below: nil, unit: 10, one: "a tick", other: "{n} ticks"),
        ]
        #expect(RelativeDate.text(forAge: 5, rules: rules) == "now")
        #expect(RelativeDate.text(forAge: 15, rules: rules) == "a tick")
        #expect(RelativeDate.text(forAge: 35, rules: rules) == "3 ticks")
    }

    @Test(
        "every {n} of a rule's text is the count",
        arguments: [
            ("{n} ticks", "42 ticks"), ("ticks: {n}", "ticks: 42"), ("{n}/{n}", "42/42"),
            ("no count", "no count"), ("{n", "{n"), ("{{n}}", "{42}"), ("vor {n} Tägen 🎉", "vor 42 Tägen 🎉"),
        ])
    func placeholders(other: String, expected: String) {
        let rules = [RelativeDateRule(below: nil, unit: 2, one: "one", other: other)]
        #expect(RelativeDate.text(forAge: 84, rules: rules) == expected)
    }
}
