import Foundation
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

/// The page's language travels in its `DateContext`: the site's, or a post's own. The page, its
/// feed, its structured data and its embeddable thread say it, and write dates in it.
@Suite("A page's language")
struct PageLanguageTests {
    static let austrian = DateContext(
        now: TestDates.now, timeZone: TimeZone(identifier: "Europe/Vienna") ?? .gmt, language: "de-AT",
        phrases: TestWords.words("de"))

    private func page(dates: DateContext) -> PostPageViewModel {
        PostPageViewModel(
            postId: "p1", title: "Warum View-Models", postURL: "https://blog.example.org/1/",
            publishedAt: TestDates.ago(days: 3), comments: [], feedURL: "feed.xml",
            pageURL: "https://comments.example.org/posts/p1/", dates: dates)
    }

    @Test func withoutATagThePacksLanguageIsThePages() {
        #expect(TestDates.utc.language == "en")
        #expect(DateContext(now: TestDates.now, phrases: TestWords.words("de")).language == "de")
    }

    @Test func aRegionalTagKeepsItsRegionForDatesAndSaysIt() {
        #expect(Self.austrian.language == "de-AT")
        // Austrian German names January "Jänner"; the German pack's words stay.
        #expect(Self.austrian.absolute(TestDates.date("2026-01-15T12:00:00Z")).contains("Jän."))
        #expect(Self.austrian.relative(TestDates.ago(days: 3)) == "vor 3 Tagen")
    }

    @Test func theStructuredDataNamesThePagesLanguage() throws {
        let json = page(dates: Self.austrian).structuredData.json
        let root = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(root["inLanguage"] as? String == "de-AT")
        #expect(page(dates: TestDates.utc).structuredData.json.contains(#""inLanguage":"en""#))
    }

    @Test func anArabicThreadSaysItRunsRightToLeft() {
        let arabic = DateContext(now: TestDates.now, language: "ar", phrases: TestWords.words("ar"))
        #expect(EmbeddedThreadViewModel(page: page(dates: arabic), siteTitle: "Demo").direction == "rtl")
    }

    @Test func theFeedAndTheThreadNameTheirLanguage() {
        let feed = FeedViewModel(title: "Kommentare", feedURL: "f", pageURL: "p", entries: [], dates: Self.austrian)
        #expect(feed.language == "de-AT")
        let thread = EmbeddedThreadViewModel(page: page(dates: Self.austrian), siteTitle: "Demo")
        #expect(thread.language == "de-AT")
        #expect(thread.direction == "ltr")
        #expect(thread.page.commentCountText == "Noch keine Kommentare")
    }
}
