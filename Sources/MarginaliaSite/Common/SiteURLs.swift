import Foundation
import MarginaliaContent
import MarginaliaModels

/// The site's URL scheme (the README's "Output" section lists it): where each page lives, and how pages
/// link to each other with relative links so that the site works under any base path.
package struct SiteURLs: Sendable {
    /// The public address of the site, ending in `/`.
    let baseURL: String

    init(baseURL: String) {
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    /// The base URL's path, such as `/` or `/comments/`, for pages served at any depth (404).
    var basePath: String {
        let path = URLComponents(string: baseURL)?.path ?? "/"
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// The file a folder's address serves.
    package static let indexFile = "index.html"
    /// Page `page` of the home page's list of posts: page 1 is the site's root, page n `page/<n>/`
    /// (Hugo's place for them).
    static func homePage(_ page: Int = 1) -> String { pagedDirectory("", page: page) + indexFile }
    /// The folder of the friends list and of every friend's page.
    static let friendsDirectory = "friends/"
    /// Page `page` of the friends list: page 1 is `friends/`, page n `friends/page/<n>/`. A friend
    /// whose id is `page` has `friends/page/index.html`, which no page of the list writes.
    static func friendsListPage(_ page: Int = 1) -> String { pagedDirectory(friendsDirectory, page: page) + indexFile }
    package static let notFoundPage = "404.html"
    static let feed = "feed.xml"
    static let sitemap = "sitemap.xml"
    /// Part `number` (from 1) of a sitemap too large for one file; `sitemap.xml` is then their index.
    static func sitemapPart(_ number: Int) -> String { "sitemap-\(number).xml" }
    /// The file that names the sitemap to crawlers.
    static let robots = "robots.txt"

    static func postDirectory(_ id: Identifier) -> String { "posts/\(id.rawValue)/" }
    /// Page `page` of a post's discussion: page 1 is `posts/<postId>/`, page n `posts/<postId>/page/<n>/`.
    static func postPageDirectory(_ id: Identifier, page: Int) -> String {
        pagedDirectory(postDirectory(id), page: page)
    }
    static func postPage(_ id: Identifier, page: Int = 1) -> String { postPageDirectory(id, page: page) + indexFile }
    /// Page `page` of a list whose first page is `directory`: `directory`, then `directory` + `page/<n>/`.
    private static func pagedDirectory(_ directory: String, page: Int) -> String {
        page > 1 ? directory + "page/\(page)/" : directory
    }
    /// The link from one page of a paginated list (a post's discussion, the friends list) to
    /// another: `./`, `page/3/`, `../../`, `../3/`.
    static func pageLink(to page: Int, from current: Int) -> String {
        switch (current > 1, page > 1) {
        case (false, false): "./"
        case (false, true): "page/\(page)/"
        case (true, false): "../../"
        case (true, true): "../\(page)/"
        }
    }
    static func postFeed(_ id: Identifier) -> String { postDirectory(id) + "feed.xml" }
    /// The link from page `page` of a post's discussion to the post's feed.
    static func postFeedLink(from page: Int) -> String {
        (page > 1 ? pageLink(to: 1, from: page) : "") + "feed.xml"
    }
    /// The post's comments as a fragment for a blog to include.
    static func threadFragment(_ id: Identifier) -> String { postDirectory(id) + "thread.html" }
    /// A comment on the page of its post that shows it, from the root: `posts/<postId>/#comment-<id>`
    /// or `posts/<postId>/page/<n>/#comment-<id>`.
    static func comment(_ id: Identifier, postId: Identifier, page: Int) -> String {
        postPageDirectory(postId, page: page) + "#comment-\(id.rawValue)"
    }
    static func friendDirectory(_ id: Identifier) -> String { friendsDirectory + "\(id.rawValue)/" }
    static func friendPage(_ id: Identifier) -> String { friendDirectory(id) + indexFile }
    /// The link from a friend's page to the friends list.
    static let friendsListLink = "../"

    /// The folder of the theme's and the content's assets, named alike in the inputs and the output.
    package static let assetsFolder = ContentStore.assetsFolder
    /// The output's assets folder as the start of a link: `assets/`.
    static let assetsDirectory = assetsFolder + "/"
    /// A file in the output's assets folder: `assets/<relative>`.
    package static func asset(_ relative: String) -> String { assetsDirectory + relative }

    /// The way from the folder of the file at `path` up to the root: `""`, `../`, `../../`.
    static func rootPath(forFileAt path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    /// The absolute URL of an output file, with `index.html` left out.
    func absolute(_ path: String) -> String {
        baseURL + (path.hasSuffix(Self.indexFile) ? String(path.dropLast(Self.indexFile.count)) : path)
    }
}
