/// The sitemap: every page's absolute address.
public struct SitemapViewModel: Sendable, Equatable {
    public let urls: [String]

    public init(urls: [String]) {
        self.urls = urls
    }
}

/// The not-found page.
public struct NotFoundPageViewModel: Sendable, Equatable {
    /// The site's language.
    public let words: Phrasebook

    public init(words: Phrasebook) {
        self.words = words
    }
}

extension NotFoundPageViewModel {
    /// The page's title and heading.
    public var title: String { words.text(.notFoundTitle) }
}
