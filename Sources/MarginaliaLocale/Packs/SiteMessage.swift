/// Every message the site shows: the one list that language packs are checked against
/// (`MessageCatalog.site`), that the view models read (by case) and that README.md's "Languages"
/// section lists. A pack gives each under its case's name ("commentEdited").
///
/// A message with `{name}` in its placeholders may be shown around markup (a link, a `<time>`, a
/// `<bdi>`): the view model splits it there, so that a translation may put the name anywhere.
public enum SiteMessage: String, CaseIterable, Sendable {
    // The frame of every page.
    case skipToContent, siteNavigationLabel, navigationPosts, navigationFriends, navigationFeed
    case footerFeedLink, footerBuiltWith, relativeDatesAsOf, siteFeedTitle
    // Posts: the home page, a post's pages, its feed and its embeddable thread.
    case untitledPost, commentCount, postCount, noCommentsYet, homeSummary, homeLastActivity, homeEmpty
    case homePaginationLabel
    case postPublished, postReadThePost, postCommentsFeed, commentsHeading, postEmpty, postFeedTitle
    case postPageTitle, threadEmpty, threadSource, feedEntryTitle
    // The pagination of a post's discussion.
    case paginationLabel, paginationPrevious, paginationNext, paginationHiddenPage, paginationHiddenPageNumber
    case paginationStatus, paginationLaterPage, paginationLaterPages
    // A comment.
    case anonymous, commentFriend, commentEdited, commentEditedTitle, commentLikes, commentReplies
    case commentInReplyTo, commentReply, commentReplyHidden, commentVia
    // A post's likes, reposts and bookmarks.
    case reactionsHeading, reactionLikes, reactionReposts, reactionBookmarks
    case reactionLiked, reactionReposted, reactionBookmarked
    // The comment form, and the pages of the intake server: preview, received, refused.
    case commentFormHeading, commentFormReplyHeading, commentFormName, commentFormWebsite, commentFormEmail
    case commentFormBody, commentFormMarkdownHint, commentFormTrap, commentFormPreview, commentFormSend
    case commentFormEdit, commentPreviewTitle, commentPreviewNote, commentReceivedTitle, commentReceivedHeld
    case commentBackToPost, commentRefusedTitle
    // Why the intake did not take a comment, each with what to do.
    case refusedNameMissing, refusedBodyMissing, refusedNameTooLong, refusedWebsiteTooLong, refusedBodyTooLong
    case refusedWebsiteInvalid, refusedEmailInvalid, refusedControlCharacters, refusedUnknownPost
    case refusedUnknownParent, refusedTooFast, refusedExpired, refusedTampered, refusedUsed, refusedTrap
    case refusedRateLimited, refusedDuplicate, refusedMalformed, refusedTooLarge, refusedUnavailable
    // Friends.
    case friendsTitle, friendsPaginationLabel, friendsEmpty, unnamedFriend, friendNoComments, friendAllFriends,
        friendEmail, friendPhone
    case friendNoContactDetails, friendCommentsBy, friendCommentOn, friendNoCommentsYet, friendMoreComments
    // The not-found page.
    case notFoundTitle, notFoundMessage, notFoundHomeLink, notFoundBetweenLinks, notFoundFriendsLink
    case notFoundAfterLinks

    /// The key, the placeholders and whether it is counted.
    public var declaration: MessageDeclaration {
        switch self {
        case .commentCount, .postCount, .commentLikes, .commentReplies, .friendMoreComments, .reactionLikes,
            .reactionReposts, .reactionBookmarks, .refusedNameTooLong, .refusedWebsiteTooLong, .refusedBodyTooLong:
            MessageDeclaration(rawValue, counted: true)
        case .relativeDatesAsOf, .homeLastActivity, .postPublished, .commentEditedTitle:
            MessageDeclaration(rawValue, placeholders: ["date"])
        case .siteFeedTitle, .threadSource: MessageDeclaration(rawValue, placeholders: ["site"])
        case .homeSummary: MessageDeclaration(rawValue, placeholders: ["comments", "posts"])
        case .postFeedTitle, .friendCommentOn: MessageDeclaration(rawValue, placeholders: ["title"])
        case .postPageTitle: MessageDeclaration(rawValue, placeholders: ["title", "page"])
        case .feedEntryTitle: MessageDeclaration(rawValue, placeholders: ["author", "title"])
        case .paginationStatus: MessageDeclaration(rawValue, placeholders: ["page", "pages"])
        case .paginationLaterPage: MessageDeclaration(rawValue, placeholders: ["page"])
        case .paginationLaterPages: MessageDeclaration(rawValue, placeholders: ["first", "last"])
        case .commentInReplyTo, .commentReplyHidden, .commentFormReplyHeading, .reactionLiked, .reactionReposted,
            .reactionBookmarked:
            MessageDeclaration(rawValue, placeholders: ["name"])
        case .commentVia: MessageDeclaration(rawValue, placeholders: ["site"])
        case .friendsTitle: MessageDeclaration(rawValue, placeholders: ["count"])
        case .friendCommentsBy: MessageDeclaration(rawValue, placeholders: ["name", "count"])
        default: MessageDeclaration(rawValue)
        }
    }
}

extension MessageCatalog {
    /// Every message the site shows (`SiteMessage`), in its order.
    public static let site = MessageCatalog(SiteMessage.allCases.map(\.declaration))
}
