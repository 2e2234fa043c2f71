import Foundation
import MarginaliaModels
import MarginaliaText

/// One friend's page: the cell's data, the contact details and the friend's comments.
public struct FriendDetailViewModel: Sendable, Equatable {
    public let friend: FriendCellViewModel
    public let email: String?
    public let phoneNumber: String?
    /// The friends list, supplied by the generator.
    public let friendsListURL: String
    /// Every comment the friend wrote, in any order; `shownComments` orders and caps them.
    public let comments: [FriendCommentViewModel]
    /// How many comments the page lists at most (the site's `friendCommentLimit`).
    public let commentLimit: Int

    public init(
        friend: FriendCellViewModel, email: String?, phoneNumber: String?, friendsListURL: String,
        comments: [FriendCommentViewModel] = [], commentLimit: Int = 20
    ) {
        self.friend = friend
        self.email = email
        self.phoneNumber = phoneNumber
        self.friendsListURL = friendsListURL
        self.comments = comments
        self.commentLimit = commentLimit
    }
}

extension FriendDetailViewModel {
    /// The e-mail address, when it looks like one.
    public var emailAddress: String? {
        guard let email = email?.trimmed, email.utf8.contains(UInt8(ascii: "@")),
            !email.unicodeScalars.contains(where: { UnicodeWhiteSpace.contains($0.value) })
        else {
            return nil
        }
        return email
    }

    /// A `mailto:` link for the address.
    public var emailURL: String? {
        emailAddress.flatMap { SafeURL.checked("mailto:\($0)") }
    }

    /// The phone number as written, when there is one.
    public var phoneNumberText: String? {
        guard let phone = phoneNumber?.trimmed, !phone.isEmpty else { return nil }
        return phone
    }

    /// A `tel:` link: the digits and a leading `+` only.
    public var phoneURL: String? {
        guard let phone = phoneNumberText else { return nil }
        let digits = phone.filter(\.isASCII).filter { $0.isNumber || $0 == "+" }
        return digits.contains(where: \.isNumber) ? "tel:\(digits)" : nil
    }

    /// The friend's large picture at the top of their page.
    public var headerAvatar: AvatarViewModel {
        AvatarViewModel(imageURL: friend.avatarImageURL, initials: friend.initials, size: .large)
    }

    /// The site's language.
    public var words: Phrasebook { friend.words }

    /// Whether any contact detail is known.
    public var hasContactDetails: Bool { emailAddress != nil || phoneNumberText != nil }
}

extension FriendDetailViewModel {
    /// "Comments by Zoë Lefèvre (12)", with the name apart: every comment counts, shown or not.
    public var commentsTitle: NameInText {
        words.text(.friendCommentsBy, around: "name", value: friend.fullName, ["count": words.number(comments.count)])
    }

    /// Whether the friend wrote anything.
    public var hasComments: Bool { !comments.isEmpty }

    /// The newest `commentLimit` comments, newest first (comments of the same instant by id).
    public var shownComments: [FriendCommentViewModel] {
        Array(comments.sorted { $0.isNewer(than: $1) }.prefix(max(0, commentLimit)))
    }

    /// How many comments the cap leaves out.
    public var hiddenCommentCount: Int { comments.count - min(comments.count, max(0, commentLimit)) }

    /// "1 more comment", "12 more comments", or `nil` when every comment is shown.
    public var moreCommentsText: String? {
        hiddenCommentCount > 0 ? words.text(.friendMoreComments, count: hiddenCommentCount) : nil
    }
}
