import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// The sitemap (`sitemap.xml`): every page a search engine should find, from the table of kinds.
enum SitemapPage: PageKind {
    struct Inputs: PageInputs {
        /// The path of every page it lists.
        let paths: [String]

        func combine(into fingerprint: inout Fingerprint) { fingerprint.combine(encoding: paths) }
    }

    static let name = "sitemap"
    static let template = TemplateName<SitemapViewModel>("sitemap")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = false

    static func pages(in index: ContentIndex) -> [(key: Identifier?, inputs: Inputs)] {
        [(nil, Inputs(paths: listedPaths(in: index)))]
    }

    /// The pages the sitemap lists: the home page, the friends list, every page of every post's
    /// discussion and every friend's page.
    private static func listedPaths(in index: ContentIndex) -> [String] {
        [SiteURLs.homePage, SiteURLs.friendsPage]
            + index.content.posts.flatMap { post in
                (1...index.pagination(of: post.id).pageCount).map { SiteURLs.postPage(post.id, page: $0) }
            }
            + index.content.friends.map { SiteURLs.friendPage($0.id) }
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.sitemap]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let sitemap = renderer.factory.sitemap(paths: inputs.paths)
        return [RenderedFile(path: SiteURLs.sitemap, bytes: renderer.templates.render(sitemap, template: template))]
    }
}
