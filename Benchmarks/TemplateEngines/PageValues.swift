import MarginaliaViewModels

// The busiest page's values, computed once and stored, so that rendering them times the template
// engines alone: neither calls back into view-model code (dates, JSON-LD, display names).

/// What `layout.mustache` reads, stored.
struct LayoutValues: Sendable {
    let siteTitle, siteDescription, language, documentTitle: String
    let hasDescription: Bool
    let canonicalURL: String?
    let homeURL, friendsURL, feedURL, stylesheetURL, assetsURL, contentSecurityPolicy: String
    let homeNavCurrent, friendsNavCurrent, relativeDatesScriptURL, asOfTimestamp: String?
    let asOfText: NameInText?

    init(_ layout: PageLayoutViewModel) {
        siteTitle = layout.siteTitle
        siteDescription = layout.siteDescription
        language = layout.language
        documentTitle = layout.documentTitle
        hasDescription = layout.hasDescription
        canonicalURL = layout.canonicalURL
        homeURL = layout.homeURL
        friendsURL = layout.friendsURL
        feedURL = layout.feedURL
        stylesheetURL = layout.stylesheetURL
        assetsURL = layout.assetsURL
        contentSecurityPolicy = layout.contentSecurityPolicy
        homeNavCurrent = layout.homeNavCurrent
        friendsNavCurrent = layout.friendsNavCurrent
        relativeDatesScriptURL = layout.relativeDatesScriptURL
        asOfTimestamp = layout.asOfTimestamp
        asOfText = layout.asOfText
    }
}

/// What `post.mustache` reads of the page, stored.
struct PostPageValues: Sendable {
    let postId, displayTitle, commentCountText, feedURL: String
    let postLink: String?
    let comments: [CommentValues]
    let hasComments: Bool
    let publishedRelative, publishedTimestamp, publishedAbsolute, structuredDataJSON: String

    init(_ page: PostPageViewModel) {
        postId = page.postId
        displayTitle = page.displayTitle
        commentCountText = page.commentCountText
        feedURL = page.feedURL
        postLink = page.postLink
        comments = page.comments.map(CommentValues.init)
        hasComments = page.hasComments
        publishedRelative = page.publishedRelative
        publishedTimestamp = page.publishedTimestamp
        publishedAbsolute = page.publishedAbsolute
        structuredDataJSON = page.structuredData.json
    }
}

/// What `partials/comment-cell.mustache` reads, stored.
struct CommentValues: Sendable {
    let id, anchor, displayName, initials, bodyHTML: String
    let avatarImageURL: String?
    let isEdited, hasReplies: Bool
    let editedTagText, editedTitle, editedTimestamp, likesText, replyCountText, replyURL: String?
    let postedRelative, postedTimestamp, postedAbsolute, permalink: String
    let replies: [CommentValues]
    let depth: Int
    let inReplyTo: ParentValues?
    let inReplyToText: NameInText?

    init(_ cell: CommentCellViewModel) {
        id = cell.id
        anchor = cell.anchor
        displayName = cell.displayName
        initials = cell.initials
        bodyHTML = cell.bodyHTML
        avatarImageURL = cell.avatarImageURL
        isEdited = cell.isEdited
        hasReplies = cell.hasReplies
        editedTagText = cell.editedTagText
        editedTitle = cell.editedTitle
        editedTimestamp = cell.editedTimestamp
        likesText = cell.likesText
        replyCountText = cell.replyCountText
        replyURL = cell.replyURL
        postedRelative = cell.postedRelative
        postedTimestamp = cell.postedTimestamp
        postedAbsolute = cell.postedAbsolute
        permalink = cell.permalink
        replies = cell.replies.map(CommentValues.init)
        depth = cell.depth
        inReplyTo = cell.inReplyTo.map { ParentValues(permalink: $0.permalink) }
        inReplyToText = cell.inReplyToText
    }
}

/// The comment a reply answers, stored.
struct ParentValues: Sendable {
    let permalink: String
}

/// A page template's root: `layout` and `page`.
struct PageValues: Sendable {
    let layout: LayoutValues
    let page: PostPageValues
}
