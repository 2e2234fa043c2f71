import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

/// A name that ends in a right-to-left override must not reverse the words after it: every text
/// that embeds a name either gives the name apart (for `<bdi>`) or holds no bidi control at all.
@Suite("Names never flip their neighbours")
struct BidiIsolationTests {
    private static let override = "\u{202E}"

    @Test func theFriendPageHeadingGivesTheNameApart() {
        let page = FriendDetailViewModel(
            friend: ViewModelFixtures.friendCell(first: "Eve", last: "Mallory" + Self.override), email: nil,
            phoneNumber: nil, friendsListURL: "../", comments: [ViewModelFixtures.friendComment(id: "c1")]
        )
        #expect(page.commentsTitle == NameInText(before: "Comments by ", name: "Eve Mallory\u{202E}", after: " (1)"))
        #expect(page.commentsTitle.plainText == "Comments by Eve Mallory (1)")
    }

    @Test func theThreadFragmentGivesTheSiteNameApart() {
        let thread = EmbeddedThreadViewModel(page: post(title: "Post"), siteTitle: "Site" + Self.override)
        #expect(thread.sourceText == NameInText(before: "Comments on ", name: "Site\u{202E}", after: ""))
    }

    @Test func titlesAndAttributesHoldNoBidiControls() {
        let layout = PageLayoutViewModel(
            siteTitle: "Site" + Self.override, siteDescription: "", language: "en",
            pageTitle: Self.override + "Post", rootPath: "", friendsURL: "friends/", feedURL: "feed.xml",
            assetsURL: "assets/", canonicalURL: nil, section: .post, words: TestWords.english
        )
        #expect(layout.documentTitle == "Post · Site")
        #expect(layout.feedTitle == "Site: recent comments")
        #expect(post(title: "Post" + Self.override).feedTitle == "Comments on Post")
    }

    @Test func feedTitlesAndAuthorsHoldNoBidiControls() {
        let entry = FeedEntryViewModel(
            authorName: "Eve" + Self.override, postTitle: Self.override + "Post", permalink: "https://x/#c1",
            bodyHTML: "", postedAt: TestDates.ago(minutes: 1), editedAt: nil, dates: TestDates.utc
        )
        #expect(entry.displayAuthor == "Eve")
        #expect(entry.title == "Eve on Post")
        let feed = FeedViewModel(
            title: "Comments on Post" + Self.override, feedURL: "f", pageURL: "p", entries: [entry],
            dates: TestDates.utc)
        #expect(feed.title == "Comments on Post")
    }

    private func post(title: String) -> PostPageViewModel {
        PostPageViewModel(
            postId: "p", title: title, postURL: "https://blog/p", publishedAt: TestDates.ago(days: 1),
            comments: [], feedURL: "feed.xml", pageURL: "https://x/posts/p/", dates: TestDates.utc
        )
    }
}
