import Foundation
import MarginaliaTestSupport
import MarginaliaViewModels

/// Builders for view models with sensible defaults, so each test states only what it checks.
enum ViewModelFixtures {
    static func commentCell(
        id: String = "c1", authorName: String = "Jane Appleseed", avatarURL: String? = nil,
        postedAt: Date = TestDates.ago(minutes: 5), editedAt: Date? = nil, likes: Int = 0,
        replies: [CommentCellViewModel] = [], dates: DateContext = TestDates.utc, friendURL: String? = nil,
        authorURL: String? = nil, sourceURL: String? = nil, inReplyTo: CommentCellViewModel.ParentReference? = nil
    ) -> CommentCellViewModel {
        CommentCellViewModel(
            id: id, authorName: authorName, avatarURL: avatarURL, bodyHTML: "<p>Hi</p>\n", bodyText: "Hi",
            postedAt: postedAt,
            editedAt: editedAt, likes: likes, replies: replies, depth: 0, permalink: "#comment-\(id)",
            replyURL: nil, inReplyTo: inReplyTo, dates: dates, friendURL: friendURL, authorURL: authorURL,
            sourceURL: sourceURL
        )
    }

    static func friendCell(first: String, last: String, avatarURL: String? = nil, commentCount: Int = 0)
        -> FriendCellViewModel
    {
        FriendCellViewModel(
            id: "1", firstName: first, lastName: last, avatarURL: avatarURL, detailURL: "1/",
            commentCount: commentCount,
            words: TestWords.english
        )
    }

    /// Page `page` of `pageCount` of a friends list of `friendCount` friends (those on the page
    /// when not given), showing `friends`.
    static func friendsList(
        _ friends: [FriendCellViewModel], friendCount: Int? = nil, page: Int = 1, pageCount: Int = 1,
        words: Phrasebook = TestWords.english
    ) -> FriendsListViewModel {
        FriendsListViewModel(
            friends: friends, friendCount: friendCount ?? friends.count,
            pagination: PaginationViewModel(
                .friends, current: page, pageURLs: (1...pageCount).map { "page/\($0)/" }, words: words),
            words: words)
    }

    static func friendComment(
        id: String = "c1", postTitle: String = "Why view models", bodyText: String = "Hi",
        postedAt: Date = TestDates.ago(minutes: 5)
    ) -> FriendCommentViewModel {
        FriendCommentViewModel(
            id: id, postTitle: postTitle, permalink: "../../posts/p1/#comment-\(id)", bodyText: bodyText,
            postedAt: postedAt, dates: TestDates.utc
        )
    }
}
