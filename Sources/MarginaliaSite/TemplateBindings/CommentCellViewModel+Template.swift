import MarginaliaViewModels
import Mustache

// Templates read view-model properties by name. Mustache's reflection sees stored properties
// only, so each view model lists what templates may read, computed properties included.

extension CommentCellViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "anchor": anchor
        case "displayName": displayName
        case "initials": initials
        case "avatarImageURL": avatarImageURL
        case "bodyHTML": bodyHTML
        case "isEdited": isEdited
        case "editedTagText": editedTagText
        case "editedTitle": editedTitle
        case "editedTimestamp": editedTimestamp
        case "postedRelative": postedRelative
        case "postedTimestamp": postedTimestamp
        case "postedAbsolute": postedAbsolute
        case "likesText": likesText
        case "replyCountText": replyCountText
        case "hasReplies": hasReplies
        case "replies": TemplateReference.each(replies)
        case "depth": depth
        case "permalink": permalink
        case "replyURL": replyURL
        case "inReplyTo": inReplyTo.map(TemplateReference.init)
        default: nil
        }
    }
}

extension CommentCellViewModel.ParentReference: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "permalink": permalink
        case "displayName": displayName
        default: nil
        }
    }
}
