/// Everything one build reads: the models of the whole site, checked for consistency.
public struct SiteContent: Sendable, Equatable {
    public var config: SiteConfig
    public var posts: [Post]
    public var comments: [Comment]
    public var friends: [Friend]

    public init(config: SiteConfig = SiteConfig(), posts: [Post] = [], comments: [Comment] = [], friends: [Friend] = [])
    {
        self.config = config
        self.posts = posts
        self.comments = comments
        self.friends = friends
    }
}
