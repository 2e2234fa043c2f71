import Foundation

/// One comment, as the fixture holds it. The body is CommonMark written by a stranger.
///
/// An immutable object rather than a struct: the index of a site holds each comment in several
/// lists (its file's, its post's, its author's), and a struct of ten strings copied into each
/// took more memory than the comment's own text (ARCHITECTURE.md, "What a build holds").
public final class Comment: Codable, Sendable, Equatable {
    public let id: Identifier
    public let postId: Identifier
    public let parentId: Identifier?
    public let author: CommentAuthor
    /// CommonMark source, untrusted: its text, or where it is in its file (`CommentBody`).
    public let body: CommentBody
    public let postedAt: Date
    /// `editedAt` as seconds since the reference date, NaN when the comment was never edited: a
    /// `Date?` takes 16 bytes here (8 and a byte that pads to 16), and ten million comments hold one each.
    private let storedEditedAt: Double
    /// `likes`, or `Int.min` when the record gives none (the decoders refuse a negative count), in
    /// 8 bytes where an `Int?` takes 16.
    private let storedLikes: Int
    /// The page the comment was written on, when it was written elsewhere and sent here (a
    /// webmention's source, such as a Mastodon post), untrusted: checked by scheme before it
    /// reaches a page.
    public let sourceURL: String?

    public init(
        id: Identifier, postId: Identifier, parentId: Identifier? = nil, author: CommentAuthor,
        body: CommentBody, postedAt: Date, editedAt: Date? = nil, likes: Int? = nil, sourceURL: String? = nil
    ) {
        self.id = id
        self.postId = postId
        self.parentId = parentId
        self.author = author
        self.body = body
        self.postedAt = postedAt
        storedEditedAt = editedAt?.timeIntervalSinceReferenceDate ?? .nan
        storedLikes = likes ?? Int.min
        self.sourceURL = sourceURL
    }

    /// When the comment was last edited, if it was.
    public var editedAt: Date? {
        storedEditedAt.isNaN ? nil : Date(timeIntervalSinceReferenceDate: storedEditedAt)
    }

    /// How many likes the record gives, if it gives a count.
    public var likes: Int? { storedLikes == Int.min ? nil : storedLikes }
}

extension Comment {
    /// A comment whose body is held as its text.
    public convenience init(
        id: Identifier, postId: Identifier, parentId: Identifier? = nil, author: CommentAuthor,
        body text: String, postedAt: Date, editedAt: Date? = nil, likes: Int? = nil, sourceURL: String? = nil
    ) {
        self.init(
            id: id, postId: postId, parentId: parentId, author: author, body: .text(text), postedAt: postedAt,
            editedAt: editedAt, likes: likes, sourceURL: sourceURL)
    }

    /// The fixture's keys are the fields' names (`Comment.Field`).
    private typealias CodingKeys = Field

    public convenience init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            id: container.decode(Identifier.self, forKey: .id),
            postId: container.decode(Identifier.self, forKey: .postId),
            parentId: container.decodeIfPresent(Identifier.self, forKey: .parentId),
            author: container.decode(CommentAuthor.self, forKey: .author),
            body: .text(container.decodeText(forKey: .body)),
            postedAt: container.decodeISO8601Date(forKey: .postedAt),
            editedAt: container.contains(.editedAt) ? container.decodeISO8601DateIfPresent(forKey: .editedAt) : nil,
            likes: container.decodeCountIfPresent(forKey: .likes),
            sourceURL: container.decodeTextIfPresent(forKey: .sourceURL))
    }

    /// The fixture's record. A body left in its file (`CommentBody.stored`) has no text here: it
    /// is an error to encode.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for field in Field.allCases {
            switch field {
            case .id: try container.encode(id, forKey: .id)
            case .postId: try container.encode(postId, forKey: .postId)
            case .parentId: try container.encodeIfPresent(parentId, forKey: .parentId)
            case .author: try container.encode(author, forKey: .author)
            case .body:
                guard let text = body.text else {
                    throw EncodingError.invalidValue(
                        body, .init(codingPath: [Field.body], debugDescription: "the body was left in its file"))
                }
                try container.encode(text, forKey: .body)
            case .postedAt: try container.encode(postedAt, forKey: .postedAt)
            case .editedAt: try container.encodeIfPresent(editedAt, forKey: .editedAt)
            case .likes: try container.encodeIfPresent(likes, forKey: .likes)
            case .sourceURL: try container.encodeIfPresent(sourceURL, forKey: .sourceURL)
            }
        }
    }

    /// Two comments are equal when every field is: the same object, or one read again unchanged.
    /// A switch over `Field` (checked for exhaustiveness) compares them, so that a field added
    /// to `Comment` cannot be left out.
    public static func == (lhs: Comment, rhs: Comment) -> Bool {
        lhs === rhs
            || Field.allCases.allSatisfy { field in
                switch field {
                case .id: lhs.id == rhs.id
                case .postId: lhs.postId == rhs.postId
                case .parentId: lhs.parentId == rhs.parentId
                case .author: lhs.author == rhs.author
                case .body: lhs.body == rhs.body
                case .postedAt: lhs.postedAt == rhs.postedAt
                case .editedAt: lhs.editedAt == rhs.editedAt
                case .likes: lhs.likes == rhs.likes
                case .sourceURL: lhs.sourceURL == rhs.sourceURL
                }
            }
    }
}

/// The person who wrote a comment. An immutable object, so that the comments of one author can
/// share one (`AuthorTable` does, while loading): a site's readers comment many times each.
public final class CommentAuthor: Codable, Sendable, Hashable {
    /// The fixture's keys are the fields' names (`CommentAuthor.Field`).
    private typealias CodingKeys = Field

    public let id: Identifier
    public let name: String
    /// A remote image, untrusted: checked by scheme before it reaches a page.
    public let avatarURL: String?
    /// The record of `friends.json` this author is, when the fixture says so. Friends are never
    /// matched by name: an author without it is a stranger.
    public let friendId: Identifier?
    /// The author's own page (an h-card's `u-url`), untrusted: checked by scheme before it
    /// reaches a page.
    public let url: String?

    public init(
        id: Identifier, name: String, avatarURL: String? = nil, friendId: Identifier? = nil, url: String? = nil
    ) {
        self.id = id
        self.name = name
        self.avatarURL = avatarURL
        self.friendId = friendId
        self.url = url
    }
}

extension CommentAuthor {
    public convenience init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            id: container.decode(Identifier.self, forKey: .id), name: container.decodeText(forKey: .name),
            avatarURL: container.decodeTextIfPresent(forKey: .avatarURL),
            friendId: container.decodeIfPresent(Identifier.self, forKey: .friendId),
            url: container.decodeTextIfPresent(forKey: .url))
    }

    /// Two authors are equal when every field is, each compared in a switch over `Field`.
    public static func == (lhs: CommentAuthor, rhs: CommentAuthor) -> Bool {
        lhs === rhs
            || Field.allCases.allSatisfy { field in
                switch field {
                case .id: lhs.id == rhs.id
                case .name: lhs.name == rhs.name
                case .avatarURL: lhs.avatarURL == rhs.avatarURL
                case .friendId: lhs.friendId == rhs.friendId
                case .url: lhs.url == rhs.url
                }
            }
    }

    public func hash(into hasher: inout Hasher) {
        for field in Field.allCases {
            switch field {
            case .id: hasher.combine(id)
            case .name: hasher.combine(name)
            case .avatarURL: hasher.combine(avatarURL)
            case .friendId: hasher.combine(friendId)
            case .url: hasher.combine(url)
            }
        }
    }
}
