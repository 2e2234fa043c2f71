import Foundation
import MarginaliaDates
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

/// The view models write the site's language: the pack's words, CLDR's plural choice and digit
/// grouping, and CLDR's relative-time phrases in Marginalia's buckets.
@Suite("Words of the site's language")
struct PhrasebookTests {
    static let german = DateContext(
        now: TestDates.now, language: "de", phrases: TestWords.words("de"))

    @Test(
        "German relative dates are CLDR's phrases",
        arguments: [
            (TestDates.ago(seconds: 30), "jetzt"), (TestDates.ago(minutes: 1), "vor 1 Minute"),
            (TestDates.ago(minutes: 5), "vor 5 Minuten"), (TestDates.ago(hours: 1), "vor 1 Stunde"),
            (TestDates.ago(hours: 30), "gestern"), (TestDates.ago(days: 3), "vor 3 Tagen"),
            (TestDates.ago(days: 7), "vor 1 Woche"), (TestDates.ago(days: 60), "vor 2 Monaten"),
            (TestDates.ago(days: 800), "vor 2 Jahren"),
        ])
    func germanRelativeDates(date: Date, expected: String) {
        #expect(Self.german.relative(date) == expected)
    }

    @Test func englishRelativeDatesAreTheTablesButForNow() {
        for seconds in [60, 61, 3_599, 3_600, 86_399, 86_400, 172_799, 172_800, 604_799, 604_800, 2_591_999]
            + [2_592_000, 31_535_999, 31_536_000, 100_000_000]
        {
            let date = TestDates.now.addingTimeInterval(-Double(seconds))
            #expect(TestDates.utc.relative(date) == RelativeDate(date, relativeTo: TestDates.now).text)
        }
        #expect(TestDates.utc.relative(TestDates.ago(seconds: 5)) == "now")
        #expect(TestDates.utc.relative(TestDates.now.addingTimeInterval(3_600)) == "now")
    }

    @Test func countsArePluralisedAndGroupedAsTheLanguageDoes() {
        let one = ViewModelFixtures.commentCell(likes: 1, dates: Self.german)
        let many = ViewModelFixtures.commentCell(likes: 1_234, dates: Self.german)
        #expect(one.likesText == "1 Like")
        #expect(many.likesText == "1.234 Likes")
        #expect(ViewModelFixtures.commentCell(likes: 1_234).likesText == "1,234 likes")
        let friends = Array(repeating: ViewModelFixtures.friendCell(first: "A", last: "B"), count: 1_001)
        #expect(ViewModelFixtures.friendsList(friends, words: TestWords.words("de")).title == "Ihre Freunde (1.001)")
    }

    @Test func germanTagsAndSplitLinesComeFromThePack() {
        let cell = ViewModelFixtures.commentCell(
            editedAt: TestDates.ago(minutes: 1), dates: Self.german, friendURL: "../friends/f/",
            inReplyTo: .init(permalink: "#comment-c0", authorName: ""))
        #expect(cell.friendTagText == "Freund")
        #expect(cell.editedTagText == "Bearbeitet")
        #expect(cell.inReplyToText == NameInText(before: "als Antwort auf ", name: "Anonym", after: ""))
        #expect(cell.replyHiddenText == NameInText(before: " an ", name: "Jane Appleseed", after: ""))
    }
}
