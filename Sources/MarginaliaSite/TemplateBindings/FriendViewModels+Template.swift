import MarginaliaViewModels
import Mustache

extension FriendCellViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "fullName": fullName
        case "initials": initials
        case "avatarImageURL": avatarImageURL
        case "detailURL": detailURL
        default: nil
        }
    }
}

extension FriendsListViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "friends": TemplateReference.each(friends)
        case "isEmpty": isEmpty
        default: nil
        }
    }
}

extension FriendDetailViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "friend": TemplateReference(friend)
        case "emailAddress": emailAddress
        case "emailURL": emailURL
        case "phoneNumberText": phoneNumberText
        case "phoneURL": phoneURL
        case "hasContactDetails": hasContactDetails
        case "friendsListURL": friendsListURL
        default: nil
        }
    }
}
