import MarginaliaModels
import MarginaliaTemplates
import MarginaliaText
import MarginaliaViewModels

/// The sitemap (`sitemap.xml`): every page a search engine should find, from the table of kinds,
/// and `robots.txt`, which names it. Above the protocol's limits (`SitemapLimits`) `sitemap.xml`
/// is an index of numbered parts (`sitemap-1.xml`, …), each rendered with the sitemap template.
enum SitemapPage: PageKind {
    struct Inputs: PageInputs {
        /// Every post, with how many pages its discussion has.
        let posts: [PostPageCount]
        /// How many pages the home page and the friends list have.
        let homePageCount: Int
        let friendsListPageCount: Int
        /// Every friend.
        let friends: [Identifier]
        /// How much one sitemap file may hold.
        let limits: SitemapLimits

        func combine(into fingerprint: inout Fingerprint) {
            fingerprint.combine(encoding: posts)
            fingerprint.combine(encoding: [homePageCount, friendsListPageCount])
            fingerprint.combine(encoding: friends)
            fingerprint.combine(encoding: limits)
        }

        /// The pages the sitemap lists: every page of the home page, of the friends list and of
        /// every post's discussion, and every friend's page.
        var listedPaths: [String] {
            (1...homePageCount).map(SiteURLs.homePage) + (1...friendsListPageCount).map(SiteURLs.friendsListPage)
                + posts.flatMap { post in (1...post.pageCount).map { SiteURLs.postPage(post.id, page: $0) } }
                + friends.map(SiteURLs.friendPage)
        }
    }

    /// A post and how many pages its discussion has.
    struct PostPageCount: Equatable, Sendable, Encodable {
        let id: Identifier
        let pageCount: Int
    }

    static let name = "sitemap"
    static let template = TemplateName<SitemapViewModel>("sitemap")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = false

    static func pages(in index: ContentIndex) -> [Inputs] {
        let posts = index.content.posts.map {
            PostPageCount(id: $0.id, pageCount: index.pagination(of: $0.id).pageCount)
        }
        return [
            Inputs(
                posts: posts, homePageCount: HomePage.pageCount(in: index),
                friendsListPageCount: FriendsListPage.pageCount(in: index),
                friends: index.content.friends.map(\.id), limits: index.sitemapLimits)
        ]
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        let urls = SiteURLs(baseURL: index.content.config.baseURL)
        let parts = parts(of: inputs.listedPaths.map(urls.absolute), size: theme.sitemap, limits: inputs.limits)
        return [SiteURLs.robots, SiteURLs.sitemap] + (parts ?? []).indices.map { SiteURLs.sitemapPart($0 + 1) }
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let urls = renderer.factory.urls
        let sitemap = renderer.factory.sitemap(paths: inputs.listedPaths)
        let robots = RenderedFile(
            path: SiteURLs.robots, bytes: Array("Sitemap: \(urls.absolute(SiteURLs.sitemap))\n".utf8))
        let size = SitemapSize(measuring: renderer.templates)
        guard let parts = parts(of: sitemap.urls, size: size, limits: inputs.limits) else {
            return [
                robots,
                RenderedFile(path: SiteURLs.sitemap, bytes: renderer.templates.render(sitemap, template: template)),
            ]
        }
        let partPaths = parts.indices.map { SiteURLs.sitemapPart($0 + 1) }
        let index = RenderedFile(path: SiteURLs.sitemap, bytes: Self.index(of: partPaths.map(urls.absolute)))
        return [robots, index]
            + zip(partPaths, parts).map { path, part in
                RenderedFile(
                    path: path,
                    bytes: renderer.templates.render(
                        SitemapViewModel(urls: Array(sitemap.urls[part])), template: template))
            }
    }

    /// How `urls` are split into files of at most `limits`: `nil` when they fit one, else each
    /// part's range, in order. A single URL larger than the byte limit gets a part of its own.
    static func parts(of urls: [String], size: SitemapSize, limits: SitemapLimits) -> [Range<Int>]? {
        let entries = urls.map(size.entry)
        let whole = entries.reduce(size.fixed, SitemapSize.sum)
        if urls.count <= limits.urls && whole <= limits.bytes { return nil }
        let most = max(1, limits.urls)
        var parts: [Range<Int>] = []
        var start = 0
        var bytes = size.fixed
        for position in urls.indices {
            if position - start >= most
                || (position > start && SitemapSize.sum(bytes, entries[position]) > limits.bytes)
            {
                parts.append(start..<position)
                start = position
                bytes = size.fixed
            }
            bytes = SitemapSize.sum(bytes, entries[position])
        }
        parts.append(start..<urls.count)
        return parts
    }

    /// The sitemap index (sitemaps.org's `sitemapindex`) of the parts at `urls`. Written here, not
    /// by the theme: the protocol fixes every byte that matters.
    static func index(of urls: [String]) -> [UInt8] {
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        for url in urls { xml += "  <sitemap><loc>\(url.attributeEscaped)</loc></sitemap>\n" }
        xml += "</sitemapindex>\n"
        return Array(xml.utf8)
    }
}
