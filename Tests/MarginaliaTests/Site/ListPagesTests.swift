import Testing

@testable import MarginaliaSite

/// The split of a list into pages that a post's threads, the home page and the friends list share.
@Suite("A list in pages")
struct ListPagesTests {
    @Test func pagesAreFullButTheLast() {
        #expect(ListPages.count(of: 5, perPage: 2) == 3)
        #expect((1...3).map { ListPages.range(ofPage: $0, count: 5, perPage: 2) } == [0..<2, 2..<4, 4..<5])
        #expect(ListPages.count(of: 4, perPage: 2) == 2)
        #expect(ListPages.range(ofPage: 3, count: 4, perPage: 2).isEmpty)
    }

    /// Each page of a list that is a kind's pages knows its number, the list's page count, its
    /// items and its key (none for page 1).
    @Test func everyPageOfAListWithItsItemsAndKey() {
        let pages = ListPages.pages(of: 5, perPage: 2)
        #expect(pages.map(\.page) == (1...3).map { ListPage(number: $0, count: 3) })
        #expect(pages.map(\.items) == [0..<2, 2..<4, 4..<5])
        #expect(pages.map(\.page.key) == [nil, "2", "3"])
        let empty = ListPages.pages(of: 0, perPage: 2)
        #expect(empty.map(\.page) == [ListPage(number: 1, count: 1)] && empty.map(\.items) == [0..<0])
    }

    @Test func anEmptyListHasOnePageAndASettingBelowOneIsOne() {
        #expect(ListPages.count(of: 0, perPage: 50) == 1)
        #expect(ListPages.range(ofPage: 1, count: 0, perPage: 50) == 0..<0)
        #expect(ListPages.count(of: 3, perPage: 0) == 3)
        #expect(ListPages.range(ofPage: 2, count: 3, perPage: -7) == 1..<2)
    }

    /// `site.json` may set any integer: the largest must not overflow.
    @Test func aVastPageSizeIsOnePage() {
        #expect(ListPages.count(of: 5, perPage: .max) == 1)
        #expect(ListPages.range(ofPage: 1, count: 5, perPage: .max) == 0..<5)
        #expect(ListPages.range(ofPage: 2, count: 5, perPage: .max).isEmpty)
        #expect(ListPages.range(ofPage: .max, count: 5, perPage: 2).isEmpty)
    }
}
