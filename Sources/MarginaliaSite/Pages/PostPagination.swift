import MarginaliaModels

/// How a post's discussion is split into pages: `threadsPerPage` top-level comments a page, each
/// with all its replies, oldest thread first (the order `CommentThreadBuilder` gives), so that a
/// thread is never split. Knowing each comment's page lets every link to it (feeds, friend pages,
/// JSON-LD) point at the page that shows it.
struct PostPagination: Sendable, Equatable {
    /// How many pages the post has: at least 1, even without comments.
    let pageCount: Int
    /// The page of each comment that is not on page 1.
    private let laterPages: [Identifier: Int]

    /// `comments` are one post's, in any order, checked (every parent exists, no cycles).
    init(comments: [Comment], threadsPerPage: Int) {
        let perPage = max(1, threadsPerPage)
        // By index: only the ids, parents and dates are read.
        var roots: [Int] = []
        for position in comments.indices where comments[position].parentId == nil { roots.append(position) }
        pageCount = ListPages.count(of: roots.count, perPage: perPage)
        guard pageCount > 1 else {
            laterPages = [:]
            return
        }
        roots.sort { (comments[$0].postedAt, comments[$0].id) < (comments[$1].postedAt, comments[$1].id) }
        // Pages by position (0: not known yet): only parents are looked up by id.
        var pages = [Int](repeating: 0, count: comments.count)
        for (rank, position) in roots.enumerated() { pages[position] = rank / perPage + 1 }
        var positions: [Identifier: Int] = [:]
        positions.reserveCapacity(comments.count)
        for position in comments.indices { positions[comments[position].id] = position }
        // Each reply takes its root's page; the chain walked to find it is filled in on the way back.
        var chain: [Int] = []
        for position in comments.indices where pages[position] == 0 {
            chain.removeAll(keepingCapacity: true)
            var current = position
            while pages[current] == 0, let parentId = comments[current].parentId, let parent = positions[parentId] {
                chain.append(current)
                current = parent
            }
            let page = max(1, pages[current])
            for link in chain { pages[link] = page }
        }
        var laterPages: [Identifier: Int] = [:]
        for position in comments.indices where pages[position] > 1 {
            laterPages[comments[position].id] = pages[position]
        }
        self.laterPages = laterPages
    }

    /// The page (from 1) that shows the comment.
    func page(of id: Identifier) -> Int { laterPages[id] ?? 1 }

    /// The pages a post has when it fits on one.
    static let single = PostPagination(pageCount: 1)

    private init(pageCount: Int) {
        self.pageCount = pageCount
        laterPages = [:]
    }
}
