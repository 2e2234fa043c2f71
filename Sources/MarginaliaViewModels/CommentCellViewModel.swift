import Foundation
import MarginaliaText

/// Everything a comment cell shows, and nothing else. Built by the site generator, which supplies
/// the rendered body and the links; the presentation logic lives in computed properties.
public struct CommentCellViewModel: Sendable, Equatable {
    /// The comment's id, used for its permalink anchor.
    public let id: String
    /// The author's name as written (untrusted text).
    public let authorName: String
    /// The avatar the generator chose: a path on this site (fetched at build time) or, in
    /// hot-link mode, the remote URL; checked by `avatarImageURL`. `nil`: the initials show.
    public let avatarURL: String?
    /// The body, already rendered to safe HTML.
    public let bodyHTML: String
    /// The body's plain text, made with the HTML from the same Markdown (structured data shows it).
    public let bodyText: String
    public let postedAt: Date
    public let editedAt: Date?
    public let likes: Int
    /// Replies shown nested under this comment.
    public let replies: [CommentCellViewModel]
    /// How deep in the thread the cell sits: 0 for a top-level comment.
    public let depth: Int
    /// The link to this comment, supplied by the generator.
    public let permalink: String
    /// Where "Reply" goes, supplied by the generator from the site config; `nil`: no reply action.
    public let replyURL: String?
    /// The comment this one answers, when it has a parent.
    public let inReplyTo: ParentReference?
    /// The build's reference date and date styles.
    public let dates: DateContext
    /// The page of the friend who wrote the comment, supplied by the generator when the author
    /// names a friend (`friendId`); `nil` for a stranger.
    public let friendURL: String?
    /// The author's own page as the fixture gives it (untrusted): see `profileURL`.
    public let authorURL: String?
    /// Where the comment was written, when it was sent from elsewhere (untrusted): see
    /// `sourceLink`.
    public let sourceURL: String?

    /// The comment a reply answers: its permalink and its author.
    public struct ParentReference: Sendable, Equatable {
        public let permalink: String
        /// The parent's author as written; the cell's `inReplyToText` shows it.
        public let authorName: String

        public init(permalink: String, authorName: String) {
            self.permalink = permalink
            self.authorName = authorName
        }
    }

    public init(
        id: String, authorName: String, avatarURL: String?, bodyHTML: String, bodyText: String, postedAt: Date,
        editedAt: Date?, likes: Int, replies: [CommentCellViewModel], depth: Int, permalink: String,
        replyURL: String?, inReplyTo: ParentReference?, dates: DateContext, friendURL: String? = nil,
        authorURL: String? = nil, sourceURL: String? = nil
    ) {
        self.id = id
        self.authorName = authorName
        self.avatarURL = avatarURL
        self.bodyHTML = bodyHTML
        self.bodyText = bodyText
        self.postedAt = postedAt
        self.editedAt = editedAt
        self.likes = likes
        self.replies = replies
        self.depth = depth
        self.permalink = permalink
        self.replyURL = replyURL
        self.inReplyTo = inReplyTo
        self.dates = dates
        self.friendURL = friendURL
        self.authorURL = authorURL
        self.sourceURL = sourceURL
    }
}
