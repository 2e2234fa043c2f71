import MarginaliaModels

extension JSONValue {
    /// A comment in the fixture schema, one key for each of `Comment.Field`; optional fields that
    /// are `nil` are left out.
    init(_ comment: Comment) {
        var object: [String: JSONValue] = [:]
        for field in Comment.Field.allCases {
            object[field.rawValue] =
                switch field {
                case .id: .string(comment.id.rawValue)
                case .postId: .string(comment.postId.rawValue)
                case .parentId: comment.parentId.map { .string($0.rawValue) }
                case .author: JSONValue(comment.author)
                // The importer reads content with every body held (`ContentStore`'s default).
                case .body: .string(comment.body.text ?? "")
                case .postedAt: .string(Timestamp.string(from: comment.postedAt))
                case .editedAt: comment.editedAt.map { .string(Timestamp.string(from: $0)) }
                case .likes: comment.likes.map { .integer(Int64($0)) }
                case .sourceURL: comment.sourceURL.map { .string($0) }
                }
        }
        self = .object(object)
    }

    /// A comment's author in the fixture schema, one key for each of `CommentAuthor.Field`;
    /// optional fields that are `nil` are left out.
    init(_ author: CommentAuthor) {
        var object: [String: JSONValue] = [:]
        for field in CommentAuthor.Field.allCases {
            object[field.rawValue] =
                switch field {
                case .id: .string(author.id.rawValue)
                case .name: .string(author.name)
                case .avatarURL: author.avatarURL.map { .string($0) }
                case .friendId: author.friendId.map { .string($0.rawValue) }
                case .url: author.url.map { .string($0) }
                }
        }
        self = .object(object)
    }

    /// A reaction in the fixture schema; optional fields that are `nil` are left out.
    init(_ reaction: Reaction) {
        var author: [String: JSONValue] = ["name": .string(reaction.author.name)]
        author["url"] = reaction.author.url.map { .string($0) }
        author["photo"] = reaction.author.photo.map { .string($0) }
        var object: [String: JSONValue] = [
            "id": .string(reaction.id.rawValue),
            "postId": .string(reaction.postId.rawValue),
            "kind": .string(reaction.kind.rawValue),
            "author": .object(author),
            "publishedAt": .string(Timestamp.string(from: reaction.publishedAt)),
        ]
        object["url"] = reaction.url.map { .string($0) }
        self = .object(object)
    }

    /// A post in the fixture schema.
    init(_ post: Post) {
        var object: [String: JSONValue] = [
            "id": .string(post.id.rawValue),
            "title": .string(post.title),
            "url": .string(post.url),
            "publishedAt": .string(Timestamp.string(from: post.publishedAt)),
        ]
        object["language"] = post.language.map { .string($0) }
        self = .object(object)
    }

    /// The record's id as the fixtures read it: a string, or an integer written as text.
    var recordId: Identifier? {
        switch self["id"] {
        case .string(let text): Identifier(text)
        case .integer(let number): Identifier(String(number))
        default: nil
        }
    }
}
