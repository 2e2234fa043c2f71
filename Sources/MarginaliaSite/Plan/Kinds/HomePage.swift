import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// The home page (the site's root, then `page/<n>/`): every post's summary, most recent activity
/// first, `postsPerPage` a page.
enum HomePage: PageKind {
    struct Inputs: PageInputs {
        /// This page's posts, in the list's order.
        let posts: ArraySlice<PostSummary>
        let page: ListPage
        /// Every post, on all the pages, and every comment on them.
        let postCount: Int
        let commentCount: Int

        var key: Identifier? { page.key }

        func combine(into fingerprint: inout Fingerprint) {
            fingerprint.combine(encoding: Array(posts))
            fingerprint.combine(encoding: [page.number, page.count, postCount, commentCount])
        }
    }

    static let name = "home"
    static let template = TemplateName<PageContext<HomePageViewModel>>("home")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = false

    static func pages(in index: ContentIndex) -> [Inputs] {
        let posts = index.postSummaries
        let commentCount = posts.reduce(0) { $0 + $1.commentCount }
        return ListPages.pages(of: posts.count, perPage: index.content.config.postsPerPage).map { page, items in
            Inputs(posts: posts[items], page: page, postCount: posts.count, commentCount: commentCount)
        }
    }

    /// How many pages the home page of `index` has.
    static func pageCount(in index: ContentIndex) -> Int {
        ListPages.count(of: index.postSummaries.count, perPage: index.content.config.postsPerPage)
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.homePage(inputs.page.number)]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let page = renderer.factory.homePage(
            inputs.posts, page: inputs.page, postCount: inputs.postCount, commentCount: inputs.commentCount)
        return [
            renderer.framed(
                page, at: SiteURLs.homePage(inputs.page.number), title: page.pageTitle, section: .home,
                template: template)
        ]
    }
}
