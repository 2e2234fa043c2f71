import MarginaliaModels

/// One page of the site, named by its kind and key. A post's pages, its comment feed and its
/// embeddable thread are one `SitePage`: they are made from the same inputs.
struct SitePage: Hashable, Sendable, CustomStringConvertible {
    /// `PageKind.name`.
    let kind: String
    /// The post's or friend's id; `nil` for a kind with one page.
    let key: Identifier?

    var description: String { key.map { "\(kind) \($0.rawValue)" } ?? kind }

    static func post(_ id: Identifier) -> SitePage { SitePage(kind: PostPages.name, key: id) }
    static func friend(_ id: Identifier) -> SitePage { SitePage(kind: FriendPage.name, key: id) }
    static let home = SitePage(kind: HomePage.name, key: nil)
    static let friendsList = SitePage(kind: FriendsListPage.name, key: nil)
    static let siteFeed = SitePage(kind: SiteFeedPage.name, key: nil)
    static let sitemap = SitePage(kind: SitemapPage.name, key: nil)
    static let notFound = SitePage(kind: NotFoundPage.name, key: nil)
}
