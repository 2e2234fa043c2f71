/// The schema.org types the structured data uses, as `Encodable` values. Optional properties
/// that are `nil` are left out of the JSON.

struct SchemaDiscussion: Encodable, Equatable {
    let context = "https://schema.org"
    let type = "DiscussionForumPosting"
    let id: String
    let url: String
    let headline: String
    let datePublished: String
    /// The blog post the discussion is about.
    let isBasedOn: String?
    let commentCount: Int
    let comment: [SchemaComment]

    private enum CodingKeys: String, CodingKey {
        case context = "@context", type = "@type", id = "@id"
        case url, headline, datePublished, isBasedOn, commentCount, comment
    }
}

struct SchemaComment: Encodable, Equatable {
    let type = "Comment"
    let id: String
    let url: String
    let author: SchemaPerson
    let datePublished: String
    let dateModified: String?
    let text: String
    let upvoteCount: Int?
    /// The comment answered, when it is not the one this comment is nested in.
    let parentItem: SchemaReference?
    /// Replies.
    let comment: [SchemaComment]?

    private enum CodingKeys: String, CodingKey {
        case type = "@type", id = "@id"
        case url, author, datePublished, dateModified, text, upvoteCount, parentItem, comment
    }
}

struct SchemaPerson: Encodable, Equatable {
    let type = "Person"
    let name: String
    let image: String?

    private enum CodingKeys: String, CodingKey {
        case type = "@type", name, image
    }
}

/// A node named by its `@id`.
struct SchemaReference: Encodable, Equatable {
    let id: String

    private enum CodingKeys: String, CodingKey {
        case id = "@id"
    }
}
