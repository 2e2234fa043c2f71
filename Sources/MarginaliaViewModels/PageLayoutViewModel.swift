/// The frame around every page: the site's name, the page's title, the language and the
/// navigation links (all links supplied by the generator, relative to the page).
public struct PageLayoutViewModel: Sendable, Equatable {
    public let siteTitle: String
    public let siteDescription: String
    public let language: String
    /// The page's own title; empty for the home page.
    public let pageTitle: String
    /// The way from this page to the site's root, such as `../../`.
    public let rootPath: String
    /// The page's absolute address, for `<link rel="canonical">`; `nil` for pages that have
    /// no address of their own (the not-found page).
    public let canonicalURL: String?
    /// Which navigation entry is the current page.
    public let section: Section

    /// The navigation entries.
    public enum Section: String, Sendable {
        case home, post, friendsList, friend, other
    }

    public init(
        siteTitle: String, siteDescription: String, language: String, pageTitle: String,
        rootPath: String, canonicalURL: String?, section: Section
    ) {
        self.siteTitle = siteTitle
        self.siteDescription = siteDescription
        self.language = language
        self.pageTitle = pageTitle
        self.rootPath = rootPath
        self.canonicalURL = canonicalURL
        self.section = section
    }
}

extension PageLayoutViewModel {
    /// The `<title>`: "Page · Site", or the site's name alone on the home page.
    public var documentTitle: String { pageTitle.isEmpty ? siteTitle : "\(pageTitle) · \(siteTitle)" }

    public var homeURL: String { rootPath.isEmpty ? "./" : rootPath }
    public var friendsURL: String { rootPath + "friends/" }
    public var feedURL: String { rootPath + "feed.xml" }
    public var stylesheetURL: String { assetsURL + "style.css" }

    public var assetsURL: String { rootPath + "assets/" }

    /// `aria-current` for the "Posts" link: `page` on the home page, `true` on a post's page.
    public var homeNavCurrent: String? {
        switch section {
        case .home: "page"
        case .post: "true"
        default: nil
        }
    }

    /// `aria-current` for the "Friends" link: `page` on the list, `true` on a friend's page.
    public var friendsNavCurrent: String? {
        switch section {
        case .friendsList: "page"
        case .friend: "true"
        default: nil
        }
    }

    public var hasDescription: Bool { !siteDescription.isEmpty }
}
