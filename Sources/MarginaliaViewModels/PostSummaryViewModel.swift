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
    public var displayTitle: String { DisplayText.title(title) }

    /// "No comments yet", "1 comment", "12 comments".
    public var commentCountText: String {
        Plural.text(commentCount, one: "comment", other: "comments", zero: "No comments yet")
    }

    public var hasActivity: Bool { latestActivity != nil }
    public var latestActivityRelative: String? { latestActivity.map(dates.relative) }
    public var latestActivityTimestamp: String? { latestActivity.map(dates.timestamp) }
    public var latestActivityAbsolute: String? { latestActivity.map(dates.absolute) }
}
