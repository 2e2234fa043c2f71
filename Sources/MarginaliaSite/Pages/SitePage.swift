import MarginaliaModels

/// One page of the site as the coordinator plans it, named by what it shows. A post's page, its
/// comment feed and its embeddable thread are one `SitePage`: they are made from the same inputs.
enum SitePage: Hashable, Sendable {
    case post(Identifier)
    case friend(Identifier)
    case friendsList
    case home
    case siteFeed
    case notFound
    case sitemap

    /// Every page of a site.
    static func all(in index: ContentIndex) -> [SitePage] {
        index.content.posts.map { .post($0.id) } + index.content.friends.map { .friend($0.id) }
            + [.friendsList, .home, .siteFeed, .notFound, .sitemap]
    }

    /// The output files the page consists of, relative to the output folder: for a post, every
    /// page of its discussion, its feed and, when the theme has the fragment's template
    /// (`threadFragments`), its `thread.html`.
    func paths(in index: ContentIndex, threadFragments: Bool) -> [String] {
        switch self {
        case .post(let id):
            (1...index.pagination(of: id).pageCount).map { SiteURLs.postPage(id, page: $0) } + [SiteURLs.postFeed(id)]
                + (threadFragments ? [SiteURLs.threadFragment(id)] : [])
        case .friend(let id): [SiteURLs.friendPage(id)]
        case .friendsList: [SiteURLs.friendsPage]
        case .home: [SiteURLs.homePage]
        case .siteFeed: [SiteURLs.feed]
        case .notFound: [SiteURLs.notFoundPage]
        case .sitemap: [SiteURLs.sitemap]
        }
    }
}

/// One output file's bytes (UTF-8) and where it goes, relative to the output folder.
struct RenderedFile: Sendable, Equatable {
    let path: String
    let bytes: [UInt8]
}
