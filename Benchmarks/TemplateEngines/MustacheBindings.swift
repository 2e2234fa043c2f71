import MarginaliaViewModels
import Mustache

// The names a post page reads, as the build's `child(named:)` switches answered them before
// `MarginaliaTemplates` (commit 502cf5a), with the language work's phrases (`asOfText`,
// `inReplyToText`: a name inside translated words) under the names the view models give them now.

extension PageLayoutViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": siteTitle
        case "siteDescription": siteDescription
        case "hasDescription": hasDescription
        case "language": language
        case "documentTitle": documentTitle
        case "canonicalURL": canonicalURL
        case "homeURL": homeURL
        case "friendsURL": friendsURL
        case "feedURL": feedURL
        case "stylesheetURL": stylesheetURL
        case "assetsURL": assetsURL
        case "homeNavCurrent": homeNavCurrent
        case "friendsNavCurrent": friendsNavCurrent
        case "contentSecurityPolicy": contentSecurityPolicy
        case "relativeDatesScriptURL": relativeDatesScriptURL
        case "asOfTimestamp": asOfTimestamp
        case "asOfText": asOfText.map(TemplateReference.init)
        default: nil
        }
    }
}

extension PostPageViewModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "postId": postId
        case "displayTitle": displayTitle
        case "postLink": postLink
        case "comments": TemplateReference.each(comments)
        case "commentCountText": commentCountText
        case "hasComments": hasComments
        case "feedURL": feedURL
        case "publishedRelative": publishedRelative
        case "publishedTimestamp": publishedTimestamp
        case "publishedAbsolute": publishedAbsolute
        case "structuredDataJSON": structuredData.json
        default: nil
        }
    }
}

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
        case "inReplyToText": inReplyToText.map(TemplateReference.init)
        default: nil
        }
    }
}

extension CommentCellViewModel.ParentReference: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "permalink": permalink
        default: nil
        }
    }
}

extension NameInText: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "before": before
        case "name": self.name
        case "after": after
        default: nil
        }
    }
}
