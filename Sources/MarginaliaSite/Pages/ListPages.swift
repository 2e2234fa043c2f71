import MarginaliaModels

/// How a list is split into pages of `perPage` items (a setting from `site.json`, so any `Int`):
/// a post's threads (`threadsPerPage`), the home page's posts (`postsPerPage`) and the friends
/// list (`friendsPerPage`).
enum ListPages {
    /// Every page of a list of `count` items, `perPage` a page, with the positions of its items:
    /// one page, empty, for none.
    static func pages(of count: Int, perPage: Int) -> [(page: ListPage, items: Range<Int>)] {
        let pageCount = Self.count(of: count, perPage: perPage)
        return (1...pageCount).map { number in
            (ListPage(number: number, count: pageCount), range(ofPage: number, count: count, perPage: perPage))
        }
    }

    /// How many pages `count` items take, `perPage` a page (at least 1): at least 1, even for none.
    /// Counted without `count + perPage - 1`, which overflows for a vast `perPage`.
    static func count(of count: Int, perPage: Int) -> Int {
        let perPage = max(1, perPage)
        return max(1, count / perPage + (count % perPage == 0 ? 0 : 1))
    }

    /// The positions of the items on page `page` (from 1) of `count` items, `perPage` a page (at
    /// least 1); empty past the last page.
    static func range(ofPage page: Int, count: Int, perPage: Int) -> Range<Int> {
        let perPage = max(1, perPage)
        // Compared by division first: `(page - 1) * perPage` overflows for a vast `perPage`.
        guard page >= 1, (page - 1) <= count / perPage else { return count..<count }
        let start = min((page - 1) * perPage, count)
        return start..<(count - start > perPage ? start + perPage : count)
    }
}

/// Which page of a list whose every page is a page of one kind (the home page, the friends list)
/// a page is.
struct ListPage: Sendable, Equatable {
    /// Its number, from 1, and how many pages the list has.
    let number: Int
    let count: Int

    /// The page's key among its kind's pages (`PageInputs.key`): page 1 is the list's only page
    /// when it has one, `nil` like every kind of one page; page n is keyed "n".
    var key: Identifier? { number > 1 ? Identifier(String(number)) : nil }
}
