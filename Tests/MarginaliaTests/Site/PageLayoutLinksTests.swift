import Foundation
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaTestSupport
import Testing

@testable import MarginaliaSite

/// The frame's links, as the coordinator supplies them to each page: relative to the page's
/// folder, and from the base URL's path on the not-found page, which is served at any depth.
@Suite("The links of every page's frame")
struct PageLayoutLinksTests {
    @Test(
        arguments: [
            ("index.html", "./", "friends/", "feed.xml", "assets/style.css"),
            ("posts/p1/index.html", "../../", "../../friends/", "../../feed.xml", "../../assets/style.css"),
            (
                "posts/p1/page/2/index.html", "../../../../", "../../../../friends/", "../../../../feed.xml",
                "../../../../assets/style.css"
            ),
            ("friends/1/index.html", "../../", "../../friends/", "../../feed.xml", "../../assets/style.css"),
            ("404.html", "/comments/", "/comments/friends/", "/comments/feed.xml", "/comments/assets/style.css"),
        ])
    func linksFrom(page: String, home: String, friends: String, feed: String, stylesheet: String) {
        var content = SiteContent()
        content.config.baseURL = "https://example.org/comments/"
        let factory = ViewModelFactory(
            index: ContentIndex(content: content), referenceDate: TestDates.now, avatars: AvatarMap(policy: .hotlink),
            imageOrigins: [], words: TestWords.english, bodies: BodyProvider(markdown: CMarkRenderer()))
        let layout = factory.layout(forFileAt: page, pageTitle: "T", section: .other)
        #expect(layout.homeURL == home)
        #expect(layout.friendsURL == friends)
        #expect(layout.feedURL == feed)
        #expect(layout.stylesheetURL == stylesheet)
    }
}
