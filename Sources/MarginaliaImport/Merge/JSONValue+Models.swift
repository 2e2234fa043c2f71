import MarginaliaModels

extension JSONValue {
    /// A comment in the fixture schema; optional fields that are `nil` are left out.
    init(_ comment: Comment) {
        var author: [String: JSONValue] = [
            "id": .string(comment.author.id.rawValue), "name": .string(comment.author.name),
        ]
        if let avatarURL = comment.author.avatarURL { author["avatarURL"] = .string(avatarURL) }
        var object: [String: JSONValue] = [
            "id": .string(comment.id.rawValue),
            "postId": .string(comment.postId.rawValue),
            "author": .object(author),
            "body": .string(comment.body),
            "postedAt": .string(Timestamp.string(from: comment.postedAt)),
        ]
        if let parentId = comment.parentId { object["parentId"] = .string(parentId.rawValue) }
        if let editedAt = comment.editedAt { object["editedAt"] = .string(Timestamp.string(from: editedAt)) }
        if let likes = comment.likes { object["likes"] = .integer(Int64(likes)) }
        self = .object(object)
    }

    /// A post in the fixture schema.
    init(_ post: Post) {
        self = .object([
            "id": .string(post.id.rawValue),
            "title": .string(post.title),
            "url": .string(post.url),
            "publishedAt": .string(Timestamp.string(from: post.publishedAt)),
        ])
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
