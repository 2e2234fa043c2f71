import Foundation
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@Suite("Layout: policy, scripts and the as-of note")
struct LayoutTrustTests {
    private func layout(_ section: PageLayoutViewModel.Section, origins: [String] = []) -> PageLayoutViewModel {
        PageLayoutViewModel(
            siteTitle: "S", siteDescription: "", language: "en", pageTitle: "P", rootPath: "../../",
            friendsURL: "../../friends/", feedURL: "../../feed.xml", assetsURL: "../../assets/",
            canonicalURL: nil, section: section, imageOrigins: origins, dates: TestDates.utc, words: TestWords.english
        )
    }

    @Test func theCSPAllowsImagesFromTheSiteOnlyUnlessHotLinking() {
        #expect(layout(.post).contentSecurityPolicy.contains("img-src 'self';"))
        #expect(
            layout(.post, origins: ["https://a.example"]).contentSecurityPolicy.contains(
                "img-src 'self' https://a.example;"))
        #expect(layout(.home).contentSecurityPolicy.contains("script-src 'self';"))
    }

    @Test(
        "pages with relative dates get the script and the as-of note",
        arguments: [
            (PageLayoutViewModel.Section.home, true), (.post, true), (.friendsList, false), (.friend, true),
            (.other, false),
        ])
    func relativeDates(section: PageLayoutViewModel.Section, shows: Bool) {
        let page = layout(section)
        #expect(page.relativeDatesScriptURL == (shows ? "../../assets/relative-dates.js" : nil))
        #expect(page.asOfTimestamp == (shows ? "2026-11-21T12:00:00Z" : nil))
        #expect(
            page.asOfText
                == (shows
                    ? NameInText(
                        before: "Relative dates are as of ", name: "Nov 21, 2026 at 12:00\u{202F}PM", after: ".")
                    : nil))
    }
}
