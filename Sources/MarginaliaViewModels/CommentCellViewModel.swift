import Foundation
import MarginaliaText

/// Everything a comment cell shows, and nothing else. Built by the site generator, which supplies
/// the rendered body and the links; the presentation logic lives in computed properties.
public struct CommentCellViewModel: Sendable, Equatable {
    /// The cell's fields, behind one reference: a cell is copied whenever a thread is built,
    /// rebased or read by a template, and each copy then costs one retain, not one per string.
    private let storage: Storage

    /// The comment's id, used for its permalink anchor.
    public var id: String { storage.fields.id }
    /// The author's name as written (untrusted text).
    public var authorName: String { storage.fields.authorName }
    /// The avatar the generator chose: a path on this site (fetched at build time) or, in
    /// hot-link mode, the remote URL; checked by `avatarImageURL`. `nil`: the initials show.
    public var avatarURL: String? { storage.fields.avatarURL }
    /// The body, already rendered to safe HTML.
    public var bodyHTML: String { storage.fields.bodyHTML }
    /// The body's plain text, made with the HTML from the same Markdown (structured data shows it).
    public var bodyText: String { storage.fields.bodyText }
    public var postedAt: Date { storage.fields.postedAt }
    public var editedAt: Date? { storage.fields.editedAt }
    public var likes: Int { storage.fields.likes }
    /// Replies shown nested under this comment.
    public var replies: [CommentCellViewModel] { storage.fields.replies }
    /// How deep in the thread the cell sits: 0 for a top-level comment.
    public var depth: Int { storage.fields.depth }
    /// The link to this comment, supplied by the generator.
    public var permalink: String { storage.fields.permalink }
    /// Where "Reply" goes, supplied by the generator from the site config; `nil`: no reply action.
    public var replyURL: String? { storage.fields.replyURL }
    /// The comment this one answers, when it has a parent.
    public var inReplyTo: ParentReference? { storage.fields.inReplyTo }
    /// The build's reference date and date styles.
    public var dates: DateContext { storage.fields.dates }
    /// The page of the friend who wrote the comment, supplied by the generator when the author
    /// names a friend (`friendId`); `nil` for a stranger.
    public var friendURL: String? { storage.fields.friendURL }
    /// The author's own page as the fixture gives it (untrusted): see `profileURL`.
    public var authorURL: String? { storage.fields.authorURL }
    /// Where the comment was written, when it was sent from elsewhere (untrusted): see
    /// `sourceLink`.
    public var sourceURL: String? { storage.fields.sourceURL }

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
        storage = Storage(
            fields: Fields(
                id: id, authorName: authorName, avatarURL: avatarURL, bodyHTML: bodyHTML, bodyText: bodyText,
                postedAt: postedAt, editedAt: editedAt, likes: likes, replies: replies, depth: depth,
                permalink: permalink, replyURL: replyURL, inReplyTo: inReplyTo, dates: dates, friendURL: friendURL,
                authorURL: authorURL, sourceURL: sourceURL))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// The stored fields, compared as a whole.
    private struct Fields: Sendable, Equatable {
        let id: String
        let authorName: String
        let avatarURL: String?
        let bodyHTML: String
        let bodyText: String
        let postedAt: Date
        let editedAt: Date?
        let likes: Int
        let replies: [CommentCellViewModel]
        let depth: Int
        let permalink: String
        let replyURL: String?
        let inReplyTo: ParentReference?
        let dates: DateContext
        let friendURL: String?
        let authorURL: String?
        let sourceURL: String?
    }

    private final class Storage: Sendable {
        let fields: Fields

        init(fields: Fields) {
            self.fields = fields
        }
    }
}
