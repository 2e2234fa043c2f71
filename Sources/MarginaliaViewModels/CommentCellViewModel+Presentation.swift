import Foundation
import MarginaliaModels
import MarginaliaText

extension CommentCellViewModel {
    /// The permalink anchor, `comment-<id>`.
    public var anchor: String { "comment-\(id)" }

    /// The site's language.
    public var words: Phrasebook { dates.phrases }

    /// The author's name, or "Anonymous" when it is blank.
    public var displayName: String { DisplayText.name(authorName, blank: words.text(.anonymous)) }

    /// Up to two letters for the avatar fallback.
    public var initials: String { Initials.from([displayName]) }

    /// The avatar if it is a path on this site or a safe `http`/`https` image, else `nil` (the
    /// initials show).
    public var avatarImageURL: String? { SafeURL.checkedImageSource(avatarURL) }

    /// Whether the author is one of the site owner's friends: the name links to their page and
    /// the author line carries the "Friend" tag.
    public var isFriend: Bool { friendURL != nil }

    /// Where the author's name links: the friend's page, else the author's own page if it is a
    /// safe `http`/`https` link; `nil`: the name is plain text.
    public var profileURL: String? { friendURL ?? SafeURL.checked(authorURL, schemes: SafeURL.imageSchemes) }

    /// The `rel` of a link to a stranger's own page, which the site does not vouch for.
    public var profileRel: String? { friendURL == nil && profileURL != nil ? "nofollow ugc" : nil }

    /// The page the comment was written on, if it is a safe `http`/`https` link.
    public var sourceLink: String? { SafeURL.checked(sourceURL, schemes: SafeURL.imageSchemes) }

    /// "via mastodon.social": the host of `sourceLink`, without `www.`.
    public var sourceText: String? {
        guard let link = sourceLink, let schemeEnd = link.range(of: "://") else { return nil }
        var host = link[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if host.lowercased().hasPrefix("www.") { host = host.dropFirst(4) }
        return host.isEmpty ? nil : words.text(.commentVia, ["site": host.lowercased()])
    }

    /// The friend tag's text, `nil` for a stranger.
    public var friendTagText: String? { isFriend ? words.text(.commentFriend) : nil }

    /// The author's picture beside the comment.
    public var avatar: AvatarViewModel { AvatarViewModel(imageURL: avatarImageURL, initials: initials, size: .cell) }

    /// Whether the author line carries the "Edited" tag.
    public var isEdited: Bool { editedAt != nil }

    /// The tag's text.
    public var editedTagText: String? { isEdited ? words.text(.commentEdited) : nil }

    /// When the edit happened, for the tag's tooltip: "Edited Nov 21, 2026 at 9:00 AM". Absolute,
    /// so that it stays true after the build (a tooltip is not refreshed by the dates script).
    public var editedTitle: String? {
        editedAt.map { words.text(.commentEditedTitle, ["date": dates.absolute($0)]) }
    }

    /// The edit's exact timestamp, for `<time datetime>`.
    public var editedTimestamp: String? { editedAt.map(dates.timestamp) }

    /// "5 minutes ago".
    public var postedRelative: String { dates.relative(postedAt) }

    /// The exact timestamp, for `<time datetime>`.
    public var postedTimestamp: String { dates.timestamp(postedAt) }

    /// The readable absolute date, for the `<time>` tooltip.
    public var postedAbsolute: String { dates.absolute(postedAt) }

    /// "1 like", "12 likes", or `nil` when nobody liked it.
    public var likesText: String? { likes > 0 ? words.text(.commentLikes, count: likes) : nil }

    /// All replies below this comment, at any depth.
    public var replyCount: Int { Self.cellCount(replies) }

    /// The cells of `cells` and all their replies. By index: a closure or a for-in loop over the
    /// array would copy each cell (a retain and a release per reference it holds).
    public static func cellCount(_ cells: [CommentCellViewModel]) -> Int {
        var count = cells.count
        for index in cells.indices { count += cellCount(cells[index].replies) }
        return count
    }

    /// "1 reply", "4 replies", or `nil` without replies.
    public var replyCountText: String? {
        replyCount > 0 ? words.text(.commentReplies, count: replyCount) : nil
    }

    /// "in reply to Jane", with the parent's author apart (or "Anonymous"); `nil` for a
    /// top-level comment.
    public var inReplyToText: NameInText? {
        inReplyTo.map {
            words.text(
                .commentInReplyTo, around: "name", value: DisplayText.name($0.authorName, blank: words.text(.anonymous))
            )
        }
    }

    /// The words after "Reply" for screen readers, " to Jane", with the author apart.
    public var replyHiddenText: NameInText { words.text(.commentReplyHidden, around: "name", value: displayName) }

    /// Whether nested replies follow.
    public var hasReplies: Bool { !replies.isEmpty }
}
