/// Everything one build reads: the models of the whole site, checked for consistency.
public struct SiteContent: Sendable, Equatable {
    public var config: SiteConfig
    public var posts: [Post]
    /// Every comment, in fixture order, in the parts it was read in (one per comment file).
    public var comments: CommentList
    public var friends: [Friend]
    /// Every like, repost and bookmark, in fixture order (`reactions/*.json` in name order).
    public var reactions: [Reaction]

    public init(
        config: SiteConfig = SiteConfig(), posts: [Post] = [], comments: CommentList = [], friends: [Friend] = [],
        reactions: [Reaction] = []
    ) {
        self.config = config
        self.posts = posts
        self.comments = comments
        self.friends = friends
        self.reactions = reactions
    }

    /// The content with the comments of one array, as one part.
    public init(config: SiteConfig = SiteConfig(), posts: [Post] = [], comments: [Comment], friends: [Friend] = []) {
        self.init(config: config, posts: posts, comments: CommentList(comments), friends: friends)
    }
}
