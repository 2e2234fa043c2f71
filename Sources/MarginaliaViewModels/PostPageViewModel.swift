import Foundation
import MarginaliaModels
import MarginaliaText

/// A post's comment page: the post's title and link, and its threads of comment cells.
public struct PostPageViewModel: Sendable, Equatable {
    public let postId: String
    public let title: String
    /// The post on the blog, as given in the fixture; checked by `postLink`.
    public let postURL: String
    public let publishedAt: Date
    /// This page's top-level comments, oldest first, each with its replies nested.
    public let comments: [CommentCellViewModel]
    /// Every comment of the post, on every page; `nil`: this page shows them all.
    public let totalCommentCount: Int?
    /// Which page of the discussion this is, and the links to the others.
    public let pagination: PaginationViewModel
    /// The post's own Atom feed, supplied by the generator.
    public let feedURL: String
    /// This page's absolute address, supplied by the generator (for structured data).
    public let pageURL: String
    public let dates: DateContext
    /// The post's likes, reposts and bookmarks.
    public let reactions: ReactionsViewModel
    /// The form for a new comment, when the site takes comments (`commentsURL`).
    public let commentForm: CommentFormViewModel?

    public init(
        postId: String, title: String, postURL: String, publishedAt: Date,
        comments: [CommentCellViewModel], feedURL: String, pageURL: String, dates: DateContext,
        totalCommentCount: Int? = nil, pagination: PaginationViewModel? = nil, reactions: ReactionsViewModel? = nil,
        commentForm: CommentFormViewModel? = nil
    ) {
        self.commentForm = commentForm
        self.postId = postId
        self.title = title
        self.postURL = postURL
        self.publishedAt = publishedAt
        self.comments = comments
        self.feedURL = feedURL
        self.pageURL = pageURL
        self.dates = dates
        self.totalCommentCount = totalCommentCount
        self.pagination = pagination ?? PaginationViewModel(current: 1, pageURLs: [""], words: dates.phrases)
        self.reactions = reactions ?? .none(words: dates.phrases)
    }
}

extension PostPageViewModel {
    /// The site's language.
    public var words: Phrasebook { dates.phrases }

    /// The post's title, or "Untitled post" when it is blank.
    public var displayTitle: String { DisplayText.title(title, blank: words.text(.untitledPost)) }

    /// The page's title: the post's, with the page's number after page 1 ("Why, page 2").
    public var pageTitle: String {
        pagination.current == 1
            ? displayTitle
            : words.text(.postPageTitle, ["title": displayTitle, "page": words.number(pagination.current)])
    }

    /// The name of the post's feed ("Comments on Why view models"), as browsers and feed readers
    /// list it; without bidi controls, since it is an attribute and an Atom title.
    public var feedTitle: String { words.text(.postFeedTitle, ["title": displayTitle.withoutBidiControls]) }

    /// The link to the post if its URL is safe, else `nil`.
    public var postLink: String? { SafeURL.checked(postURL) }

    /// Every comment on this page, replies included.
    public var pageCommentCount: Int { CommentCellViewModel.cellCount(comments) }

    /// Every comment of the post, on all its pages.
    public var commentCount: Int { totalCommentCount ?? pageCommentCount }

    /// "No comments yet", "1 comment", "12 comments".
    public var commentCountText: String {
        commentCount == 0 ? words.text(.noCommentsYet) : words.text(.commentCount, count: commentCount)
    }

    public var hasComments: Bool { !comments.isEmpty }

    public var publishedRelative: String { dates.relative(publishedAt) }
    /// "Published 3 days ago", the date apart (the template puts it in a `<time>`).
    public var publishedText: NameInText { words.text(.postPublished, around: "date", value: publishedRelative) }
    public var publishedTimestamp: String { dates.timestamp(publishedAt) }
    public var publishedAbsolute: String { dates.absolute(publishedAt) }

    /// The page as schema.org JSON-LD.
    public var structuredData: StructuredDataViewModel { StructuredDataViewModel(page: self) }
}
