import Foundation
import MarginaliaModels
import MarginaliaText

/// One friend's page: the cell's data plus the contact details.
public struct FriendDetailViewModel: Sendable, Equatable {
    public let friend: FriendCellViewModel
    public let email: String?
    public let phoneNumber: String?
    /// The friends list, supplied by the generator.
    public let friendsListURL: String

    public init(friend: FriendCellViewModel, email: String?, phoneNumber: String?, friendsListURL: String) {
        self.friend = friend
        self.email = email
        self.phoneNumber = phoneNumber
        self.friendsListURL = friendsListURL
    }
}

extension FriendDetailViewModel {
    /// The e-mail address, when it looks like one.
    public var emailAddress: String? {
        guard let email = email?.trimmed, email.contains("@"), !email.contains(where: \.isWhitespace) else { return nil }
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

    /// Whether any contact detail is known.
    public var hasContactDetails: Bool { emailAddress != nil || phoneNumberText != nil }
}
