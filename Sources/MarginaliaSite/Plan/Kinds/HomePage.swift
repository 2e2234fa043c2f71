import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// The home page (the site's root, then `page/<n>/`): every post's summary, most recent activity
/// first, `postsPerPage` a page.
enum HomePage: PageKind {
    struct Inputs: PageInputs {
        /// This page's posts, in the list's order.
        let posts: ArraySlice<PostSummary>
        /// This page's number, from 1, and how many pages the list has.
        let page: Int
        let pageCount: Int
        /// Every post, on all the pages, and every comment on them.
        let postCount: Int
        let commentCount: Int

        /// Page 1 is the list's only page when it has one: `nil`, like every kind of one page.
        var key: Identifier? { page > 1 ? Identifier(String(page)) : nil }

        func combine(into fingerprint: inout Fingerprint) {
            fingerprint.combine(encoding: Array(posts))
            fingerprint.combine(encoding: [page, pageCount, postCount, commentCount])
        }
    }

    static let name = "home"
    static let template = TemplateName<PageContext<HomePageViewModel>>("home")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = false

    static func pages(in index: ContentIndex) -> [Inputs] {
        let posts = index.postSummaries
        let pageCount = pageCount(in: index)
        let (perPage, commentCount) = (index.content.config.postsPerPage, posts.reduce(0) { $0 + $1.commentCount })
        return (1...pageCount).map { page in
            Inputs(
                posts: posts[ListPages.range(ofPage: page, count: posts.count, perPage: perPage)], page: page,
                pageCount: pageCount, postCount: posts.count, commentCount: commentCount)
        }
    }

    /// How many pages the home page of `index` has.
    static func pageCount(in index: ContentIndex) -> Int {
        ListPages.count(of: index.postSummaries.count, perPage: index.content.config.postsPerPage)
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.homePage(inputs.page)]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let page = renderer.factory.homePage(
            inputs.posts, page: inputs.page, pageCount: inputs.pageCount, postCount: inputs.postCount,
            commentCount: inputs.commentCount)
        return [
            renderer.framed(
                page, at: SiteURLs.homePage(inputs.page), title: page.pageTitle, section: .home, template: template)
        ]
    }
}
