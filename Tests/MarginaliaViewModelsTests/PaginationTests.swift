import Foundation
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@Suite("Pages of a discussion")
struct PaginationTests {
    private static let urls = ["../../", "../../page/2/", "../../page/3/"]

    @Test func oneFirstPageHasNothingToNavigate() {
        let single = PaginationViewModel(current: 1, pageURLs: [""], words: TestWords.english)
        #expect(!single.isPaginated)
        #expect(single.previousURL == nil && single.nextURL == nil)
        #expect(single.statusText == nil && single.laterPagesText == nil && single.commentPagesData == nil)
    }

    @Test(
        "previous and next",
        arguments: [(1, nil, "../../page/2/"), (2, "../../", "../../page/3/"), (3, "../../page/2/", nil)]
            as [(Int, String?, String?)])
    func previousAndNext(current: Int, previous: String?, next: String?) {
        let pages = PaginationViewModel(current: current, pageURLs: Self.urls, words: TestWords.english)
        #expect(pages.previousURL == previous)
        #expect(pages.nextURL == next)
        #expect(pages.statusText == "Page \(current) of 3")
    }

    @Test func onlyTheCurrentPageIsMarkedCurrent() {
        let pages = PaginationViewModel(current: 2, pageURLs: Self.urls, words: TestWords.english).pages
        #expect(pages.map(\.number) == [1, 2, 3])
        #expect(pages.map(\.url) == Self.urls)
        #expect(pages.map(\.ariaCurrent) == [nil, "page", nil])
    }

    @Test func pageOneSaysWhereLaterCommentsAre() {
        #expect(
            PaginationViewModel(current: 1, pageURLs: Self.urls, words: TestWords.english).laterPagesText
                == "This page shows the oldest threads. Later comments are on pages 2 to 3.")
        #expect(
            PaginationViewModel(current: 1, pageURLs: Array(Self.urls.prefix(2)), words: TestWords.english)
                .laterPagesText
                == "This page shows the oldest threads. Later comments are on page 2.")
        #expect(PaginationViewModel(current: 2, pageURLs: Self.urls, words: TestWords.english).laterPagesText == nil)
    }

    @Test func pageOneListsTheCommentsOfLaterPagesForOldLinks() {
        let first = PaginationViewModel(
            current: 1, pageURLs: Self.urls, laterPageCommentIds: [["c7", "c8"], ["c9"]], words: TestWords.english)
        #expect(first.commentPagesData == "2:c7,c8 3:c9")
        let second = PaginationViewModel(
            current: 2, pageURLs: Self.urls, laterPageCommentIds: [["c7", "c8"], ["c9"]], words: TestWords.english)
        #expect(second.commentPagesData == nil)
    }

    @Test func aPageCountsEveryCommentOfThePostButDescribesItsOwn() {
        let cells = [ViewModelFixtures.commentCell(id: "c1", replies: [ViewModelFixtures.commentCell(id: "c2")])]
        let page = PostPageViewModel(
            postId: "p", title: "T", postURL: "", publishedAt: TestDates.now, comments: cells, feedURL: "feed.xml",
            pageURL: "https://x.example/posts/p/page/2/", dates: TestDates.utc, totalCommentCount: 120,
            pagination: PaginationViewModel(current: 2, pageURLs: Self.urls, words: TestWords.english)
        )
        #expect(page.commentCountText == "120 comments")
        #expect(page.pageCommentCount == 2)
        #expect(page.structuredData.json.contains(#""commentCount":120"#))
        #expect(page.structuredData.json.contains(#""@id":"https://x.example/posts/p/page/2/#comment-c2""#))
    }
}
