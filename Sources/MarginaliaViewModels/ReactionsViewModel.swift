import MarginaliaLocale
import MarginaliaModels
import MarginaliaText

/// The likes, reposts and bookmarks of a post, as its page shows them: "12 likes · 3 reposts" and
/// the reacting people's faces, each marked up as an h-entry whose `u-like-of` (or `u-repost-of`,
/// `u-bookmark-of`) is the post.
public struct ReactionsViewModel: Sendable, Equatable {
    /// The reactions, in fixture order.
    public let people: [ReactionPersonViewModel]
    public let words: Phrasebook

    /// `reactions` of the post at `postURL` (untrusted); `avatarSource` gives the picture the page
    /// shows for a remote photo (a copy on this site, the photo itself, or `nil`).
    public init(
        _ reactions: [Reaction], postURL: String, words: Phrasebook, avatarSource: (String?) -> String?
    ) {
        let target = SafeURL.checked(postURL, schemes: SafeURL.imageSchemes)
        people = reactions.map { reaction in
            ReactionPersonViewModel(
                kind: reaction.kind, name: reaction.author.name, profileURL: reaction.author.url,
                avatarURL: avatarSource(reaction.author.photo), target: target, words: words)
        }
        self.words = words
    }

    /// No reactions.
    public static func none(words: Phrasebook) -> ReactionsViewModel {
        ReactionsViewModel([], postURL: "", words: words, avatarSource: { _ in nil })
    }
}

extension ReactionsViewModel {
    /// Whether the page shows the reactions at all.
    public var hasReactions: Bool { !people.isEmpty }

    /// How many reactions of `kind` there are.
    public func count(of kind: ReactionKind) -> Int { people.count { $0.kind == kind } }

    /// "12 likes · 3 reposts · 1 bookmark", leaving out the kinds nobody chose; `nil` for none.
    public var summaryText: String? {
        let parts = [
            (count(of: .like), SiteMessage.reactionLikes), (count(of: .repost), .reactionReposts),
            (count(of: .bookmark), .reactionBookmarks),
        ].filter { $0.0 > 0 }.map { words.text($0.1, count: $0.0) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The heading screen readers announce for the list of faces.
    public var headingText: String { words.text(.reactionsHeading) }
}

/// One person who reacted, shown by their face.
public struct ReactionPersonViewModel: Sendable, Equatable {
    public let kind: ReactionKind
    /// Their name as written (untrusted text).
    public let name: String
    /// Their own page as the fixture gives it (untrusted): see `profileLink`.
    public let profileURL: String?
    /// The picture the page shows (already resolved); checked by `avatar`.
    public let avatarURL: String?
    /// The checked link of the post they reacted to.
    public let target: String?
    public let words: Phrasebook
}

extension ReactionPersonViewModel {
    /// Their name, or "Anonymous" when it is blank.
    public var displayName: String { DisplayText.name(name, blank: words.text(.anonymous)) }

    /// Their own page if it is a safe `http`/`https` link.
    public var profileLink: String? { SafeURL.checked(profileURL, schemes: SafeURL.imageSchemes) }

    /// Their face: the picture, or their initials.
    public var avatar: AvatarViewModel {
        AvatarViewModel(
            imageURL: SafeURL.checkedImageSource(avatarURL), initials: Initials.from([displayName]), size: .cell)
    }

    /// The post, for `u-like-of`, when this is a like.
    public var likeOf: String? { kind == .like ? target : nil }
    /// The post, for `u-repost-of`, when this is a repost.
    public var repostOf: String? { kind == .repost ? target : nil }
    /// The post, for `u-bookmark-of`, when this is a bookmark.
    public var bookmarkOf: String? { kind == .bookmark ? target : nil }

    /// What they did, for the face's tooltip: "Ada Quill liked this". An attribute cannot hold
    /// `<bdi>`, so the name's bidi controls are left out.
    public var titleText: String {
        let name = displayName.withoutBidiControls
        let message: SiteMessage =
            switch kind {
            case .like: .reactionLiked
            case .repost: .reactionReposted
            case .bookmark: .reactionBookmarked
            }
        return words.text(message, ["name": name])
    }
}
