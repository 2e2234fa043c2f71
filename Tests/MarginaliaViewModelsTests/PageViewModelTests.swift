import Foundation
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@Suite("Page view models")
struct PageViewModelTests {
    private func postPage(comments: [CommentCellViewModel], url: String = "https://blog.example.org/1/")
        -> PostPageViewModel
    {
        PostPageViewModel(
            postId: "p1", title: "  Why view models  ", postURL: url, publishedAt: TestDates.ago(days: 40),
            comments: comments, feedURL: "feed.xml", pageURL: "https://comments.example.org/posts/p1/",
            dates: TestDates.utc
        )
    }

    @Test func postPageCountsEveryComment() {
        let reply = ViewModelFixtures.commentCell(id: "c2")
        let page = postPage(comments: [
            ViewModelFixtures.commentCell(replies: [reply]), ViewModelFixtures.commentCell(id: "c3"),
        ])
        #expect(page.commentCount == 3)
        #expect(page.commentCountText == "3 comments")
        #expect(page.displayTitle == "Why view models")
        #expect(page.publishedRelative == "1 month ago")
    }

    @Test("comment count text", arguments: [(0, "No comments yet"), (1, "1 comment"), (2, "2 comments")])
    func commentCountText(count: Int, expected: String) {
        let comments = (0..<count).map { ViewModelFixtures.commentCell(id: "c\($0)") }
        #expect(postPage(comments: comments).commentCountText == expected)
    }

    @Test func unsafePostLinksAreDropped() {
        #expect(postPage(comments: [], url: "javascript:alert(1)").postLink == nil)
        #expect(postPage(comments: []).postLink == "https://blog.example.org/1/")
    }

    @Test func homeSummarisesAllPosts() {
        let posts = [3, 1, 0].enumerated().map { index, count in
            PostSummaryViewModel(
                postId: "p\(index)", title: "", pageURL: "posts/p\(index)/", commentCount: count,
                latestActivity: count > 0 ? TestDates.ago(hours: 2) : nil, dates: TestDates.utc
            )
        }
        let home = HomePageViewModel(
            posts: posts, postCount: 3, totalCommentCount: 4,
            pagination: PaginationViewModel(.posts, current: 1, pageURLs: ["./"], words: TestWords.english),
            words: TestWords.english)
        #expect(home.summary == "4 comments on 3 posts")
        #expect(home.pageTitle == "" && !home.pagination.isPaginated)
        #expect(posts[0].displayTitle == "Untitled post")
        #expect(posts[0].latestActivityRelative == "2 hours ago")
        #expect(posts[2].hasActivity == false)
        #expect(posts[2].commentCountText == "No comments yet")
    }

    /// A later page of the home page counts every post and comment, says which page it is and
    /// names its navigation; an empty site has no posts even on its one page.
    @Test func aLaterHomePageSummarisesEveryPost() {
        let post = PostSummaryViewModel(
            postId: "p", title: "T", pageURL: "../../posts/p/", commentCount: 2, latestActivity: nil,
            dates: TestDates.utc)
        let pagination = PaginationViewModel(
            .posts, current: 2, pageURLs: ["../../", "./", "../3/"], words: TestWords.english)
        let home = HomePageViewModel(
            posts: [post], postCount: 2_001, totalCommentCount: 100_000, pagination: pagination,
            words: TestWords.english)
        #expect(home.summary == "100,000 comments on 2,001 posts")
        #expect(home.pageTitle == "Page 2 of 3")
        #expect(home.hasPosts)
        #expect(home.pagination.label == "Post list pages")
        #expect(home.pagination.laterPagesText == nil)
        let empty = HomePageViewModel(
            posts: [], postCount: 0, totalCommentCount: 0,
            pagination: PaginationViewModel(.posts, current: 1, pageURLs: ["./"], words: TestWords.english),
            words: TestWords.english)
        #expect(!empty.hasPosts)
        #expect(empty.summary == "0 comments on 0 posts")
    }

    @Test func layoutTitlesAndStylesheet() {
        let layout = PageLayoutViewModel(
            siteTitle: "Site", siteDescription: "", language: "en", pageTitle: "Post",
            rootPath: "../../", friendsURL: "../../friends/", feedURL: "../../feed.xml", assetsURL: "../../assets/",
            canonicalURL: "https://x/posts/p/", section: .post, words: TestWords.english
        )
        #expect(layout.documentTitle == "Post · Site")
        #expect(layout.stylesheetURL == "../../assets/style.css")
        let home = PageLayoutViewModel(
            siteTitle: "Site", siteDescription: "d", language: "en", pageTitle: "",
            rootPath: "", friendsURL: "friends/", feedURL: "feed.xml", assetsURL: "assets/", canonicalURL: "https://x/",
            section: .home, words: TestWords.english
        )
        #expect(home.documentTitle == "Site")
        #expect(home.homeURL == "./")
        #expect(home.homeNavCurrent == "page")
        #expect(home.friendsNavCurrent == nil)
        #expect(layout.homeNavCurrent == "true")
    }

    @Test(
        "navigation marks the current section",
        arguments: [
            (PageLayoutViewModel.Section.home, "page", nil),
            (.post, "true", nil),
            (.friendsList, nil, "page"),
            (.friend, nil, "true"),
            (.other, nil, nil),
        ] as [(PageLayoutViewModel.Section, String?, String?)])
    func navigation(section: PageLayoutViewModel.Section, home: String?, friends: String?) {
        let layout = PageLayoutViewModel(
            siteTitle: "S", siteDescription: "", language: "en", pageTitle: "P", rootPath: "../",
            friendsURL: "../friends/", feedURL: "../feed.xml", assetsURL: "../assets/",
            canonicalURL: nil, section: section, words: TestWords.english
        )
        #expect(layout.homeNavCurrent == home)
        #expect(layout.friendsNavCurrent == friends)
    }

    @Test func feedEntriesNameAuthorAndPost() {
        let entry = FeedEntryViewModel(
            authorName: "", postTitle: "Post", permalink: "https://x/posts/p/#comment-c1", bodyHTML: "",
            postedAt: TestDates.date("2026-11-20T10:00:00Z"), editedAt: TestDates.date("2026-11-20T11:00:00Z"),
            dates: TestDates.utc
        )
        #expect(entry.title == "Anonymous on Post")
        #expect(entry.updatedTimestamp == "2026-11-20T11:00:00Z")
        let feed = FeedViewModel(title: "t", feedURL: "f", pageURL: "p", entries: [], dates: TestDates.utc)
        #expect(feed.updatedTimestamp == "2026-11-21T12:00:00Z")
    }
}
