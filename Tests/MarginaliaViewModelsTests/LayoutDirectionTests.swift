import MarginaliaLocale
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

/// `dir` on `<html>` follows the page's language: "rtl" for a language CLDR writes right to
/// left, no attribute (HTML's default, left to right) for the others.
@Suite("Layout: text direction")
struct LayoutDirectionTests {
    private func layout(language: String, words: Phrasebook = TestWords.english) -> PageLayoutViewModel {
        PageLayoutViewModel(
            siteTitle: "S", siteDescription: "", language: language, pageTitle: "P", rootPath: "../../",
            friendsURL: "../../friends/", feedURL: "../../feed.xml", assetsURL: "../../assets/",
            canonicalURL: nil, section: .post, words: words
        )
    }

    @Test func anArabicPageRunsRightToLeft() {
        let page = layout(language: "ar", words: TestWords.words("ar"))
        #expect(page.textDirection == .rightToLeft)
        #expect(page.documentDirection == "rtl")
    }

    @Test func anEnglishPageRunsLeftToRightAndCarriesNoAttribute() {
        let page = layout(language: "en")
        #expect(page.textDirection == .leftToRight)
        #expect(page.documentDirection == nil)
    }

    /// The page's language decides, whatever pack its words come from: a Hebrew or Persian page
    /// that falls back to another pack still runs right to left.
    @Test(
        "the page's language decides, not its pack",
        arguments: [("he", "rtl"), ("fa-IR", "rtl"), ("ur", "rtl"), ("ar-Latn", nil), ("de-AT", nil), ("ja", nil)])
    func languageDecides(language: String, direction: String?) {
        #expect(layout(language: language).documentDirection == direction)
    }
}
