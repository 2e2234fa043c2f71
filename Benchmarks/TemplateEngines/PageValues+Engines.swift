import MarginaliaSite
import MarginaliaTemplates
import MarginaliaViewModels
import Mustache

// The stored values bound to each engine the way the build binds the view models: declared
// fields for MarginaliaTemplates, `child(named:)` through `TemplateReference` for swift-mustache.

extension LayoutValues: TemplateModel, MustacheParent {
    static let templateFields = TemplateFields<Self>([
        .text("siteTitle") { $0.siteTitle }, .text("siteDescription") { $0.siteDescription },
        .flag("hasDescription") { $0.hasDescription }, .text("language") { $0.language },
        .text("documentTitle") { $0.documentTitle }, .text("canonicalURL") { $0.canonicalURL },
        .text("homeURL") { $0.homeURL }, .text("friendsURL") { $0.friendsURL }, .text("feedURL") { $0.feedURL },
        .text("stylesheetURL") { $0.stylesheetURL }, .text("assetsURL") { $0.assetsURL },
        .text("homeNavCurrent") { $0.homeNavCurrent }, .text("friendsNavCurrent") { $0.friendsNavCurrent },
        .text("contentSecurityPolicy") { $0.contentSecurityPolicy },
        .text("relativeDatesScriptURL") { $0.relativeDatesScriptURL },
        .text("asOfTimestamp") { $0.asOfTimestamp },
        .object("asOfText", of: NameInText.self) { $0.asOfText },
    ])

    func child(named name: String) -> Any? {
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

extension PostPageValues: TemplateModel, MustacheParent {
    static let templateFields = TemplateFields<Self>([
        .text("postId") { $0.postId }, .text("displayTitle") { $0.displayTitle }, .text("postLink") { $0.postLink },
        .list("comments", of: CommentValues.self) { $0.comments }, .text("commentCountText") { $0.commentCountText },
        .flag("hasComments") { $0.hasComments }, .text("feedURL") { $0.feedURL },
        .text("publishedRelative") { $0.publishedRelative }, .text("publishedTimestamp") { $0.publishedTimestamp },
        .text("publishedAbsolute") { $0.publishedAbsolute }, .html("structuredDataJSON") { $0.structuredDataJSON },
    ])

    func child(named name: String) -> Any? {
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
        case "structuredDataJSON": structuredDataJSON
        default: nil
        }
    }
}

extension CommentValues: TemplateModel, MustacheParent {
    static let templateFields = TemplateFields<Self>([
        .text("id") { $0.id }, .text("anchor") { $0.anchor }, .text("displayName") { $0.displayName },
        .text("initials") { $0.initials }, .text("avatarImageURL") { $0.avatarImageURL },
        .html("bodyHTML") { $0.bodyHTML },
        .flag("isEdited") { $0.isEdited }, .text("editedTagText") { $0.editedTagText },
        .text("editedTitle") { $0.editedTitle },
        .text("editedTimestamp") { $0.editedTimestamp }, .text("postedRelative") { $0.postedRelative },
        .text("postedTimestamp") { $0.postedTimestamp }, .text("postedAbsolute") { $0.postedAbsolute },
        .text("likesText") { $0.likesText }, .text("replyCountText") { $0.replyCountText },
        .flag("hasReplies") { $0.hasReplies },
        .list("replies", of: CommentValues.self) { $0.replies }, .number("depth") { $0.depth },
        .text("permalink") { $0.permalink }, .text("replyURL") { $0.replyURL },
        .object("inReplyTo", of: ParentValues.self) { $0.inReplyTo },
        .object("inReplyToText", of: NameInText.self) { $0.inReplyToText },
    ])

    func child(named name: String) -> Any? {
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

extension ParentValues: TemplateModel, MustacheParent {
    static let templateFields = TemplateFields<Self>([
        .text("permalink") { $0.permalink }
    ])

    func child(named name: String) -> Any? {
        switch name {
        case "permalink": permalink
        default: nil
        }
    }
}

extension PageValues: TemplateModel, MustacheParent {
    static let templateFields = TemplateFields<Self>([
        .object("layout", of: LayoutValues.self) { $0.layout },
        .object("page", of: PostPageValues.self) { $0.page },
    ])

    func child(named name: String) -> Any? {
        switch name {
        case "layout": TemplateReference(layout)
        case "page": TemplateReference(page)
        default: nil
        }
    }
}
