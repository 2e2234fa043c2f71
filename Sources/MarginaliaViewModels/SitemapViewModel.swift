/// The sitemap: every page's absolute address.
public struct SitemapViewModel: Sendable, Equatable {
    public let urls: [String]

    public init(urls: [String]) {
        self.urls = urls
    }
}

/// The not-found page.
public struct NotFoundPageViewModel: Sendable, Equatable {
    public let message: String

    public init(message: String = "There is no page at this address.") {
        self.message = message
    }
}
