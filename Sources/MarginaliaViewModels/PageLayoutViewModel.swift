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
    /// The page's absolute address, for `<link rel="canonical">`.
    public let canonicalURL: String
    /// Which navigation entry is the current page.
    public let section: Section

    /// The navigation entries.
    public enum Section: String, Sendable {
        case home, posts, friends, other
    }

    public init(
        siteTitle: String, siteDescription: String, language: String, pageTitle: String,
        rootPath: String, canonicalURL: String, section: Section
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
    public var stylesheetURL: String { rootPath + "assets/style.css" }

    public var isHome: Bool { section == .home }
    public var isFriends: Bool { section == .friends }
    public var hasDescription: Bool { !siteDescription.isEmpty }
}
