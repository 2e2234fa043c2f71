import Foundation
import MarginaliaText

/// One of a friend's comments as their page lists it: the post it is on, when it was written,
/// its first words as plain text, and the link to it.
public struct FriendCommentViewModel: Sendable, Equatable {
    /// The comment's id (orders comments written at the same instant).
    public let id: String
    /// The title of the post the comment is on, as written (untrusted text).
    public let postTitle: String
    /// The link to the comment on its post's page, supplied by the generator.
    public let permalink: String
    /// The body's plain text, made with its HTML from the same Markdown; its first words are shown.
    public let bodyText: String
    public let postedAt: Date
    public let dates: DateContext

    public init(
        id: String, postTitle: String, permalink: String, bodyText: String, postedAt: Date, dates: DateContext
    ) {
        self.id = id
        self.postTitle = postTitle
        self.permalink = permalink
        self.bodyText = bodyText
        self.postedAt = postedAt
        self.dates = dates
    }
}

extension FriendCommentViewModel {
    /// How many characters (grapheme clusters) of the body the excerpt keeps at most, before "…".
    public static let excerptLength = 160

    /// The post's title, or "Untitled post" when it is blank.
    public var displayPostTitle: String { DisplayText.title(postTitle, blank: dates.phrases.text(.untitledPost)) }

    /// "On Why view models", the title apart (the template isolates it in `<bdi>`).
    public var postText: NameInText { dates.phrases.text(.friendCommentOn, around: "title", value: displayPostTitle) }

    /// The body's first words as plain text, on one line (see `Excerpt`).
    public var excerpt: String { Excerpt.text(bodyText, maximumLength: Self.excerptLength) }

    public var postedRelative: String { dates.relative(postedAt) }
    public var postedTimestamp: String { dates.timestamp(postedAt) }
    public var postedAbsolute: String { dates.absolute(postedAt) }

    /// Whether this comment comes before `other` in a list that shows the newest first.
    func isNewer(than other: FriendCommentViewModel) -> Bool {
        (postedAt, id) > (other.postedAt, other.id)
    }
}
