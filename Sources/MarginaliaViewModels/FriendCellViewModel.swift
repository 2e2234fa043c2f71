import Foundation
import MarginaliaModels
import MarginaliaText

/// Everything a friend cell shows: the name, the avatar or its initials, and the link to the
/// friend's page (supplied by the generator).
public struct FriendCellViewModel: Sendable, Equatable {
    public let id: String
    public let firstName: String
    public let lastName: String
    /// The avatar the generator chose: a path on this site (fetched at build time) or, in
    /// hot-link mode, the remote URL; checked by `avatarImageURL`. `nil`: the initials show.
    public let avatarURL: String?
    /// The friend's page, supplied by the generator.
    public let detailURL: String
    /// How many comments on the site the friend wrote.
    public let commentCount: Int
    /// The site's language.
    public let words: Phrasebook

    public init(
        id: String, firstName: String, lastName: String, avatarURL: String?, detailURL: String, commentCount: Int = 0,
        words: Phrasebook
    ) {
        self.words = words
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.avatarURL = avatarURL
        self.detailURL = detailURL
        self.commentCount = commentCount
    }
}

extension FriendCellViewModel {
    /// First and last name joined by a space; either may be empty. "Unnamed friend" when both are.
    public var fullName: String {
        let name = [firstName, lastName]
            .map(\.trimmed)
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        return name.isEmpty ? words.text(.unnamedFriend) : name
    }

    /// "No comments", "1 comment", "12 comments".
    public var commentCountText: String {
        commentCount == 0 ? words.text(.friendNoComments) : words.text(.commentCount, count: commentCount)
    }

    /// Up to two letters for the avatar fallback, "?" when there is no name.
    public var initials: String { Initials.from([firstName, lastName]) }

    /// The avatar if it is a path on this site or a safe `http`/`https` image, else `nil` (the
    /// initials show).
    public var avatarImageURL: String? { SafeURL.checkedImageSource(avatarURL) }

    /// The friend's picture beside their name in the friends list.
    public var avatar: AvatarViewModel { AvatarViewModel(imageURL: avatarImageURL, initials: initials, size: .cell) }
}
