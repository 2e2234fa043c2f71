/// How a list is split into pages of `perPage` items (a setting from `site.json`, so any `Int`):
/// a post's threads (`threadsPerPage`) and the friends list (`friendsPerPage`).
enum ListPages {
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
