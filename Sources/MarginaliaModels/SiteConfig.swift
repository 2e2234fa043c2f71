/// The site settings from `site.json`. Every field has a default, so the file may be absent.
public struct SiteConfig: Codable, Sendable, Equatable {
    /// The site's name, shown in the header and the feed.
    public var title: String
    /// The public address of the built site, used for absolute links (feed, sitemap).
    public var baseURL: String
    /// The page language, as a BCP 47 tag (`en`, `de-CH`).
    public var language: String
    /// The IANA time zone for absolute dates (`Europe/Berlin`).
    public var timeZone: String
    /// Where "Reply" links go; `{postId}`, `{commentId}` and `{postURL}` are replaced.
    /// Absent: no reply links, unless `commentsURL` gives them.
    public var replyURLTemplate: String?
    /// Where readers' comments are sent: the address of `marginalia intake` (or `serve`). With it
    /// every post page ends with a comment form and each comment's "Reply" leads to the intake's
    /// reply page; without it, no form is shown.
    public var commentsURL: CommentsAddress?
    /// A line shown under the title.
    public var description: String
    /// How many recent comments the Atom feed holds.
    public var feedLimit: Int
    /// Whether remote avatars are fetched at build time, hot-linked, or not shown.
    public var avatars: AvatarPolicy
    /// How many of a friend's comments their page lists, newest first; a note counts the rest.
    public var friendCommentLimit: Int
    /// How many threads (a top-level comment with all its replies) a post's page shows; later
    /// threads go on `posts/<postId>/page/<n>/`.
    public var threadsPerPage: Int
    /// How many posts a page of the home page lists; later posts go on `page/<n>/`.
    public var postsPerPage: Int
    /// How many friends a page of the friends list shows; later friends go on
    /// `friends/page/<n>/`.
    public var friendsPerPage: Int
    /// Whether each post gets its embeddable `posts/<postId>/thread.html` (when the theme has
    /// `thread.mustache`); off for a host that never includes it, to save its files.
    public var threadFragments: Bool

    public init(
        title: String = "Comments", baseURL: String = "http://localhost:8000/", language: String = "en",
        timeZone: String = "UTC", replyURLTemplate: String? = nil, commentsURL: CommentsAddress? = nil,
        description: String = "",
        feedLimit: Int = 50, avatars: AvatarPolicy = .fetch, friendCommentLimit: Int = 20,
        threadsPerPage: Int = 50, postsPerPage: Int = 500, friendsPerPage: Int = 500, threadFragments: Bool = true
    ) {
        self.title = title
        self.baseURL = baseURL
        self.language = language
        self.timeZone = timeZone
        self.replyURLTemplate = replyURLTemplate
        self.commentsURL = commentsURL
        self.description = description
        self.feedLimit = feedLimit
        self.avatars = avatars
        self.friendCommentLimit = friendCommentLimit
        self.threadsPerPage = threadsPerPage
        self.postsPerPage = postsPerPage
        self.friendsPerPage = friendsPerPage
        self.threadFragments = threadFragments
    }
}

extension SiteConfig {
    /// Where "Reply" links go: the intake's reply page when the site takes comments, else
    /// `replyURLTemplate`.
    public var replyLinkTemplate: String? {
        commentsURL.map { $0.url(CommentsAddress.replyPage) + "?post={postId}&parent={commentId}" } ?? replyURLTemplate
    }

    private enum CodingKeys: String, CodingKey {
        case title, baseURL, language, timeZone, replyURLTemplate, commentsURL, description, feedLimit, avatars
        case friendCommentLimit, threadsPerPage, postsPerPage, friendsPerPage, threadFragments
    }

    public init(from decoder: any Decoder) throws {
        let defaults = SiteConfig()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeTextIfPresent(forKey: .title) ?? defaults.title
        baseURL = try container.decodeIfPresent(String.self, forKey: .baseURL) ?? defaults.baseURL
        language = try container.decodeIfPresent(String.self, forKey: .language) ?? defaults.language
        timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone) ?? defaults.timeZone
        replyURLTemplate = try container.decodeIfPresent(String.self, forKey: .replyURLTemplate)
        commentsURL = try container.decodeIfPresent(CommentsAddress.self, forKey: .commentsURL)
        description = try container.decodeTextIfPresent(forKey: .description) ?? defaults.description
        feedLimit = try container.decodeIntegerIfPresent(forKey: .feedLimit) ?? defaults.feedLimit
        avatars = try container.decodeIfPresent(AvatarPolicy.self, forKey: .avatars) ?? defaults.avatars
        friendCommentLimit =
            try container.decodeIntegerIfPresent(forKey: .friendCommentLimit)
            ?? defaults.friendCommentLimit
        threadsPerPage = try container.decodeIntegerIfPresent(forKey: .threadsPerPage) ?? defaults.threadsPerPage
        postsPerPage = try container.decodeIntegerIfPresent(forKey: .postsPerPage) ?? defaults.postsPerPage
        friendsPerPage = try container.decodeIntegerIfPresent(forKey: .friendsPerPage) ?? defaults.friendsPerPage
        threadFragments =
            try container.decodeIfPresent(Bool.self, forKey: .threadFragments) ?? defaults.threadFragments
    }
}
