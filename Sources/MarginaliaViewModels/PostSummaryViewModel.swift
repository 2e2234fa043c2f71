import Foundation
import MarginaliaText

/// One post on the home page: its title, comment count and latest activity.
public struct PostSummaryViewModel: Sendable, Equatable {
    public let postId: String
    public let title: String
    /// The post's comment page, supplied by the generator.
    public let pageURL: String
    public let commentCount: Int
    /// The newest comment or edit on the post, if any.
    public let latestActivity: Date?
    public let dates: DateContext

    public init(
        postId: String, title: String, pageURL: String, commentCount: Int, latestActivity: Date?, dates: DateContext
    ) {
        self.postId = postId
        self.title = title
        self.pageURL = pageURL
        self.commentCount = commentCount
        self.latestActivity = latestActivity
        self.dates = dates
    }
}

extension PostSummaryViewModel {
    /// The site's language.
    public var words: Phrasebook { dates.phrases }

    public var displayTitle: String { DisplayText.title(title, blank: words.text(.untitledPost)) }

    /// "No comments yet", "1 comment", "12 comments".
    public var commentCountText: String {
        commentCount == 0 ? words.text(.noCommentsYet) : words.text(.commentCount, count: commentCount)
    }

    public var hasActivity: Bool { latestActivity != nil }
    public var latestActivityRelative: String? { latestActivity.map(dates.relative) }
    /// "last activity 2 hours ago", the date apart (the template puts it in a `<time>`).
    public var latestActivityText: NameInText? {
        latestActivityRelative.map { words.text(.homeLastActivity, around: "date", value: $0) }
    }
    public var latestActivityTimestamp: String? { latestActivity.map(dates.timestamp) }
    public var latestActivityAbsolute: String? { latestActivity.map(dates.absolute) }
}
