import MarginaliaLocale
import MarginaliaText

/// The frame around every page: the site's name, the page's title, the language and the
/// navigation links (all links supplied by the generator, relative to the page).
public struct PageLayoutViewModel: Sendable, Equatable {
    public let siteTitle: String
    public let siteDescription: String
    /// The page's language as a BCP 47 tag, for `<html lang>`: the site's, or a post's own.
    public let language: String
    /// The page's own title; empty for the home page.
    public let pageTitle: String
    /// The way from this page to the site's root, such as `../../`.
    public let rootPath: String
    /// The links from this page to the friends list, the site feed and the assets folder.
    public let friendsURL: String
    public let feedURL: String
    public let assetsURL: String
    /// The page's absolute address, for `<link rel="canonical">`; `nil` for pages that have
    /// no address of their own (the not-found page).
    public let canonicalURL: String?
    /// Which navigation entry is the current page.
    public let section: Section
    /// Other origins pages may load images from (`https://host`), in hot-link mode only; empty
    /// when every image is served by the site itself.
    public let imageOrigins: [String]
    /// The build's reference date, for the "as of" note shown when scripts are off.
    public let dates: DateContext?
    /// The page's language.
    public let words: Phrasebook
    /// The file beside the dates script with the browser's relative-date rules of the page's
    /// language, when that is not the site's (a post's own); `nil`: the site's.
    public let relativeDateRulesFile: String?
    /// The origin of the intake server the page's comment form posts to, when it is not the site's
    /// own (`commentsURL`): the one place its forms may post to (`contentSecurityPolicy`).
    public let formOrigin: String?
    /// The origin of the site's stylesheet and images when the page is served from elsewhere (the
    /// intake's pages, on the intake's host); `nil` for the site's own pages.
    public let siteOrigin: String?

    /// The navigation entries.
    public enum Section: String, Sendable {
        case home, post, friendsList, friend, other
    }

    public init(
        siteTitle: String, siteDescription: String, language: String, pageTitle: String,
        rootPath: String, friendsURL: String, feedURL: String, assetsURL: String, canonicalURL: String?,
        section: Section, imageOrigins: [String] = [],
        dates: DateContext? = nil, words: Phrasebook, relativeDateRulesFile: String? = nil, formOrigin: String? = nil,
        siteOrigin: String? = nil
    ) {
        self.formOrigin = formOrigin
        self.siteOrigin = siteOrigin
        self.words = words
        self.relativeDateRulesFile = relativeDateRulesFile
        self.siteTitle = siteTitle
        self.siteDescription = siteDescription
        self.language = language
        self.pageTitle = pageTitle
        self.rootPath = rootPath
        self.friendsURL = friendsURL
        self.feedURL = feedURL
        self.assetsURL = assetsURL
        self.canonicalURL = canonicalURL
        self.section = section
        self.imageOrigins = imageOrigins
        self.dates = dates
    }
}

extension PageLayoutViewModel {
    /// The `<title>`: "Page · Site", or the site's name alone on the home page; without bidi
    /// controls, since a `<title>` cannot isolate a name in `<bdi>`.
    public var documentTitle: String {
        (pageTitle.isEmpty ? siteTitle : "\(pageTitle) · \(siteTitle)").withoutBidiControls
    }

    /// The name of the site's feed, as browsers and feed readers list it ("Site: recent
    /// comments"); without bidi controls, since it is an attribute.
    public var feedTitle: String { words.text(.siteFeedTitle, ["site": siteTitle.withoutBidiControls]) }

    public var homeURL: String { rootPath.isEmpty ? "./" : rootPath }
    public var stylesheetURL: String { assetsURL + "style.css" }

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

    /// Which way the page's text runs: from the page's language, by Unicode CLDR's data
    /// (`TextDirection(languageTag:)`): right to left for Arabic, Hebrew, Persian, Urdu and every
    /// other language CLDR writes that way, left to right for the rest.
    public var textDirection: TextDirection { TextDirection(languageTag: language) }

    /// `dir` on `<html>`: "rtl" on a right-to-left page; nil on a left-to-right one, where HTML's
    /// default says the same, so those pages carry no attribute.
    public var documentDirection: String? {
        textDirection == .rightToLeft ? textDirection.rawValue : nil
    }
}
