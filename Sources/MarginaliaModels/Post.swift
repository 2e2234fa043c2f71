import Foundation

/// A blog post that comments belong to.
public struct Post: Codable, Sendable, Equatable {
    public let id: Identifier
    public let title: String
    /// The post on the blog itself, untrusted: checked by scheme before it reaches a page.
    public let url: String
    public let publishedAt: Date
    /// The post's own language, as a BCP 47 tag (`de`, `pt-BR`), when it is not the site's: its
    /// pages, its `thread.html` and its feed are written in it. `nil`: the site's language.
    public let language: String?

    public init(id: Identifier, title: String, url: String, publishedAt: Date, language: String? = nil) {
        self.id = id
        self.title = title
        self.url = url
        self.publishedAt = publishedAt
        self.language = language
    }
}

extension Post {
    private enum CodingKeys: String, CodingKey {
        case id, title, url, publishedAt, language
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Identifier.self, forKey: .id)
        title = try container.decodeText(forKey: .title)
        url = try container.decodeText(forKey: .url)
        publishedAt = try container.decodeISO8601Date(forKey: .publishedAt)
        language = try container.decodeIfPresent(String.self, forKey: .language)
    }
}
