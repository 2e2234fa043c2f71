/// The home page: every post with its comment count, newest activity first.
public struct HomePageViewModel: Sendable, Equatable {
    public let posts: [PostSummaryViewModel]
    /// The site's language.
    public let words: Phrasebook

    public init(posts: [PostSummaryViewModel], words: Phrasebook) {
        self.posts = posts
        self.words = words
    }
}

extension HomePageViewModel {
    /// All comments on all posts.
    public var totalCommentCount: Int { posts.reduce(0) { $0 + $1.commentCount } }

    /// "42 comments on 3 posts".
    public var summary: String {
        words.text(
            .homeSummary,
            [
                "comments": words.text(.commentCount, count: totalCommentCount),
                "posts": words.text(.postCount, count: posts.count),
            ])
    }

    public var hasPosts: Bool { !posts.isEmpty }
}
