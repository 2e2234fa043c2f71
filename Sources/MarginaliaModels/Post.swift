import Foundation

/// A blog post that comments belong to.
public struct Post: Codable, Sendable, Equatable {
    public let id: Identifier
    public let title: String
    /// The post on the blog itself, untrusted: checked by scheme before it reaches a page.
    public let url: String
    public let publishedAt: Date

    public init(id: Identifier, title: String, url: String, publishedAt: Date) {
        self.id = id
        self.title = title
        self.url = url
        self.publishedAt = publishedAt
    }
}

extension Post {
    private enum CodingKeys: String, CodingKey {
        case id, title, url, publishedAt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Identifier.self, forKey: .id)
        title = try container.decodeText(forKey: .title)
        url = try container.decodeText(forKey: .url)
        publishedAt = try container.decodeISO8601Date(forKey: .publishedAt)
    }
}
