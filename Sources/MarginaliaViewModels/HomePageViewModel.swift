/// The home page: every post with its comment count, newest activity first.
public struct HomePageViewModel: Sendable, Equatable {
    public let posts: [PostSummaryViewModel]

    public init(posts: [PostSummaryViewModel]) {
        self.posts = posts
    }
}

extension HomePageViewModel {
    /// All comments on all posts.
    public var totalCommentCount: Int { posts.reduce(0) { $0 + $1.commentCount } }

    /// "42 comments on 3 posts".
    public var summary: String {
        let comments = Plural.text(totalCommentCount, one: "comment", other: "comments")
        return "\(comments) on \(Plural.text(posts.count, one: "post", other: "posts"))"
    }

    public var hasPosts: Bool { !posts.isEmpty }
}
