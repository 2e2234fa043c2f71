import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// The sitemap (`sitemap.xml`): every page a search engine should find, from the table of kinds.
enum SitemapPage: PageKind {
    struct Inputs: PageInputs {
        /// Every post, with how many pages its discussion has.
        let posts: [PostPageCount]
        /// Every friend.
        let friends: [Identifier]

        func combine(into fingerprint: inout Fingerprint) {
            fingerprint.combine(encoding: posts)
            fingerprint.combine(encoding: friends)
        }

        /// The pages the sitemap lists: the home page, the friends list, every page of every
        /// post's discussion and every friend's page.
        var listedPaths: [String] {
            [SiteURLs.homePage, SiteURLs.friendsPage]
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

    static func pages(in index: ContentIndex) -> KindPageList<Inputs> {
        let posts = index.content.posts.map {
            PostPageCount(id: $0.id, pageCount: index.pagination(of: $0.id).pageCount)
        }
        return KindPageList(single: Inputs(posts: posts, friends: index.content.friends.map(\.id)))
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.sitemap]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let sitemap = renderer.factory.sitemap(paths: inputs.listedPaths)
        return [RenderedFile(path: SiteURLs.sitemap, bytes: renderer.templates.render(sitemap, template: template))]
    }
}
