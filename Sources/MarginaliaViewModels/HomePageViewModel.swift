/// One page of the home page: the posts on this page with their comment counts, newest activity
/// first, a summary of every post and comment, and the links to the list's other pages.
public struct HomePageViewModel: Sendable, Equatable {
    /// The posts on this page.
    public let posts: [PostSummaryViewModel]
    /// Every post, on all the pages, and every comment on them.
    public let postCount: Int
    public let totalCommentCount: Int
    /// Which page this is, and the links to every page.
    public let pagination: PaginationViewModel
    /// The site's language.
    public let words: Phrasebook

    public init(
        posts: [PostSummaryViewModel], postCount: Int, totalCommentCount: Int, pagination: PaginationViewModel,
        words: Phrasebook
    ) {
        self.posts = posts
        self.postCount = postCount
        self.totalCommentCount = totalCommentCount
        self.pagination = pagination
        self.words = words
    }
}

extension HomePageViewModel {
    /// "42 comments on 3 posts", counting every post on every page.
    public var summary: String {
        words.text(
            .homeSummary,
            [
                "comments": words.text(.commentCount, count: totalCommentCount),
                "posts": words.text(.postCount, count: postCount),
            ])
    }

    /// The page's own title: none on page 1 (the site's title is the page's), "Page 2 of 5" after.
    public var pageTitle: String { pagination.current == 1 ? "" : pagination.statusText ?? "" }

    public var hasPosts: Bool { postCount > 0 }
}
