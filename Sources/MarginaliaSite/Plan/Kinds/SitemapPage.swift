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
        /// every post's discussion, and every friend's page. Made one at a time as they are read:
        /// at 900,000 pages the paths and their URLs held at once took about 160 MB.
        var listedPaths: some Sequence<String> {
            [
                AnySequence((1...homePageCount).lazy.map { SiteURLs.homePage($0) }),
                AnySequence((1...friendsListPageCount).lazy.map { SiteURLs.friendsListPage($0) }),
                AnySequence(
                    posts.lazy.flatMap { post in (1...post.pageCount).lazy.map { SiteURLs.postPage(post.id, page: $0) }
                    }
                ),
                AnySequence(friends.lazy.map(SiteURLs.friendPage)),
            ].joined()
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
        let parts = parts(of: inputs.listedPaths.lazy.map(urls.absolute), size: theme.sitemap, limits: inputs.limits)
        return [SiteURLs.robots, SiteURLs.sitemap] + (parts ?? []).indices.map { SiteURLs.sitemapPart($0 + 1) }
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let urls = renderer.factory.urls
        let robots = RenderedFile(
            path: SiteURLs.robots, bytes: Array("Sitemap: \(urls.absolute(SiteURLs.sitemap))\n".utf8))
        let size = SitemapSize(measuring: renderer.templates)
        let listed = inputs.listedPaths.lazy.map(urls.absolute)
        guard let parts = parts(of: listed, size: size, limits: inputs.limits) else {
            let sitemap = SitemapViewModel(urls: Array(listed))
            return [
                robots,
                RenderedFile(path: SiteURLs.sitemap, bytes: renderer.templates.render(sitemap, template: template)),
            ]
        }
        let partPaths = parts.indices.map { SiteURLs.sitemapPart($0 + 1) }
        var files = [robots, RenderedFile(path: SiteURLs.sitemap, bytes: Self.index(of: partPaths.map(urls.absolute)))]
        // Each part's URLs are made, rendered and let go before the next part's.
        var part: [String] = []
        for url in listed {
            part.append(url)
            let number = files.count - 2
            guard number < parts.count, part.count == parts[number].count else { continue }
            files.append(
                RenderedFile(
                    path: partPaths[number],
                    bytes: renderer.templates.render(SitemapViewModel(urls: part), template: template)))
            part.removeAll(keepingCapacity: true)
        }
        return files
    }

    /// How `urls` are split into files of at most `limits`: `nil` when they fit one, else each
    /// part's range, in order. A single URL larger than the byte limit gets a part of its own.
    /// Reads `urls` once, holding none of them.
    static func parts(of urls: some Sequence<String>, size: SitemapSize, limits: SitemapLimits) -> [Range<Int>]? {
        let most = max(1, limits.urls)
        var parts: [Range<Int>] = []
        var (start, position) = (0, 0)
        var (bytes, whole) = (size.fixed, size.fixed)
        for url in urls {
            let entry = size.entry(url)
            if position - start >= most || (position > start && SitemapSize.sum(bytes, entry) > limits.bytes) {
                parts.append(start..<position)
                start = position
                bytes = size.fixed
            }
            bytes = SitemapSize.sum(bytes, entry)
            whole = SitemapSize.sum(whole, entry)
            position += 1
        }
        if position <= limits.urls && whole <= limits.bytes { return nil }
        parts.append(start..<position)
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
