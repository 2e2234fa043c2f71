import Foundation

/// Someone liked, reposted or bookmarked a post elsewhere (a webmention of a Mastodon favourite or
/// boost, say): a fixture record of `reactions/<postId>.json`.
public struct Reaction: Codable, Sendable, Equatable {
    public let id: Identifier
    public let postId: Identifier
    public let kind: ReactionKind
    public let author: ReactionAuthor
    /// The reaction's own page (the like or the boost), untrusted: checked by scheme before it
    /// reaches a page.
    public let url: String?
    public let publishedAt: Date

    public init(
        id: Identifier, postId: Identifier, kind: ReactionKind, author: ReactionAuthor, url: String? = nil,
        publishedAt: Date
    ) {
        self.id = id
        self.postId = postId
        self.kind = kind
        self.author = author
        self.url = url
        self.publishedAt = publishedAt
    }
}

/// What a reaction is.
public enum ReactionKind: String, Codable, Sendable, CaseIterable, Comparable {
    case like, repost, bookmark

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// The person who reacted, as their h-card names them.
public struct ReactionAuthor: Codable, Sendable, Equatable {
    public let name: String
    /// Their own page, untrusted.
    public let url: String?
    /// Their picture, a remote image, untrusted.
    public let photo: String?

    public init(name: String, url: String? = nil, photo: String? = nil) {
        self.name = name
        self.url = url
        self.photo = photo
    }
}

extension Reaction {
    private enum CodingKeys: String, CodingKey {
        case id, postId, kind, author, url, publishedAt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Identifier.self, forKey: .id)
        postId = try container.decode(Identifier.self, forKey: .postId)
        kind = try container.decode(ReactionKind.self, forKey: .kind)
        author = try container.decode(ReactionAuthor.self, forKey: .author)
        url = try container.decodeTextIfPresent(forKey: .url)
        publishedAt = try container.decodeISO8601Date(forKey: .publishedAt)
    }
}

extension ReactionAuthor {
    private enum CodingKeys: String, CodingKey {
        case name, url, photo
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeText(forKey: .name)
        url = try container.decodeTextIfPresent(forKey: .url)
        photo = try container.decodeTextIfPresent(forKey: .photo)
    }
}
