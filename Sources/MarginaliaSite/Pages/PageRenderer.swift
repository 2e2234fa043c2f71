import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// Renders each kind of page with its template into bytes, without writing anything. Shared by
/// the full build (`PageWriter`) and the incremental one (`SiteRebuilder`).
package struct PageRenderer: Sendable {
    let factory: ViewModelFactory
    let templates: TemplateRenderer

    package init(factory: ViewModelFactory, templates: TemplateRenderer) {
        self.factory = factory
        self.templates = templates
    }

    private var index: ContentIndex { factory.index }

    /// The files of `page`. `bodies` holds the rendered body of every comment the page shows.
    func files(for page: SitePage, bodies: [Identifier: RenderedBody]) -> [RenderedFile] {
        PageInputs(page, in: index).map { files(for: $0, bodies: bodies) } ?? []
    }

    /// The files of the page made from `inputs`. `bodies` holds the rendered body of every
    /// comment the page shows.
    func files(for inputs: PageInputs, bodies: [Identifier: RenderedBody]) -> [RenderedFile] {
        switch inputs {
        case .post(let post, let comments): postFiles(post, comments: comments, bodies: bodies)
        case .friend(let friend, let comments): [friendPage(friend, comments: comments, bodies: bodies)]
        case .friendsList(let friends): [friendsList(friends)]
        case .home(let posts): [home(posts)]
        case .siteFeed(let comments): [siteFeed(comments, bodies: bodies)]
        case .notFound: [notFound()]
        case .sitemap(let paths): [sitemap(paths)]
        }
    }

    /// Every page of a post's discussion, its comment feed and, when the theme has its template,
    /// its embeddable thread.
    func postFiles(_ post: Post, comments: [Comment], bodies: [Identifier: RenderedBody]) -> [RenderedFile] {
        let models = postModels(post, comments: comments, bodies: bodies)
        // The thread shows the pages' cells again: each one they rendered is copied.
        var cells = RenderedPartials()
        var files = models.pages.enumerated().map { number, page in
            RenderedFile(
                path: SiteURLs.postPage(post.id, page: number + 1),
                bytes: templates.render(page, template: "post", reusing: &cells))
        }
        let feed = templates.render(models.feed, template: "feed")
        files.append(RenderedFile(path: SiteURLs.postFeed(post.id), bytes: feed))
        if let thread = models.thread {
            let fragment = templates.render(thread, template: TemplateRenderer.threadFragment, reusing: &cells)
            let bytes = TemplateBraces.escaped(fragment)
            files.append(RenderedFile(path: SiteURLs.threadFragment(post.id), bytes: bytes))
        }
        return files
    }

    /// What a post's pages, its comment feed and (when the theme has its template) its embeddable
    /// thread show, made from the post and its comments.
    package func postModels(
        _ post: Post, comments: [Comment], bodies: [Identifier: RenderedBody]
    ) -> (pages: [PageContext<PostPageViewModel>], feed: FeedViewModel, thread: EmbeddedThreadViewModel?) {
        let (postPages, thread) = factory.postPages(
            post, comments: comments, bodies: bodies, embeddable: templates.hasThreadFragment)
        let pages = postPages.map { page in
            let path = SiteURLs.postPage(post.id, page: page.pagination.current)
            let number = page.pagination.current
            let title = number == 1 ? page.displayTitle : "\(page.displayTitle), page \(number)"
            return PageContext(layout: factory.layout(forFileAt: path, pageTitle: title, section: .post), page: page)
        }
        let newest = ContentIndex.newest(comments, limit: factory.config.feedLimit).map {
            PageInputs.LinkedComment($0, in: index)
        }
        let feed = factory.feed(
            title: pages[0].page.feedTitle, path: SiteURLs.postFeed(post.id),
            pagePath: SiteURLs.postPage(post.id), comments: newest, bodies: bodies
        )
        return (pages, feed, thread)
    }

    func friendsList(_ friends: [PageInputs.FriendSummary]) -> RenderedFile {
        let list = factory.friendsList(friends)
        let layout = factory.layout(forFileAt: SiteURLs.friendsPage, pageTitle: list.title, section: .friendsList)
        return RenderedFile(
            path: SiteURLs.friendsPage,
            bytes: templates.render(PageContext(layout: layout, page: list), template: "friends"))
    }

    /// A friend's page, showing `comments`; `bodies` holds their rendered bodies.
    func friendPage(
        _ friend: Friend, comments: [PageInputs.LinkedComment], bodies: [Identifier: RenderedBody]
    ) -> RenderedFile {
        let page = factory.friendDetail(friend, comments: comments, bodies: bodies)
        let layout = factory.layout(
            forFileAt: SiteURLs.friendPage(friend.id), pageTitle: page.friend.fullName, section: .friend)
        return RenderedFile(
            path: SiteURLs.friendPage(friend.id),
            bytes: templates.render(PageContext(layout: layout, page: page), template: "friend")
        )
    }

    func home(_ posts: [PageInputs.PostSummary]) -> RenderedFile {
        let layout = factory.layout(forFileAt: SiteURLs.homePage, pageTitle: "", section: .home)
        return RenderedFile(
            path: SiteURLs.homePage,
            bytes: templates.render(PageContext(layout: layout, page: factory.homePage(posts)), template: "home"))
    }

    /// The site-wide feed of `comments`; `bodies` holds at least their bodies.
    func siteFeed(_ comments: [PageInputs.LinkedComment], bodies: [Identifier: RenderedBody]) -> RenderedFile {
        let feed = factory.feed(
            title: factory.config.title, path: SiteURLs.feed, pagePath: SiteURLs.homePage, comments: comments,
            bodies: bodies
        )
        return RenderedFile(path: SiteURLs.feed, bytes: templates.render(feed, template: "feed"))
    }

    func notFound() -> RenderedFile {
        let layout = factory.layout(forFileAt: SiteURLs.notFoundPage, pageTitle: "Page not found", section: .other)
        return RenderedFile(
            path: SiteURLs.notFoundPage,
            bytes: templates.render(PageContext(layout: layout, page: NotFoundPageViewModel()), template: "404"))
    }

    /// The sitemap, listing the pages at `paths`.
    func sitemap(_ paths: [String]) -> RenderedFile {
        RenderedFile(
            path: SiteURLs.sitemap, bytes: templates.render(factory.sitemap(paths: paths), template: "sitemap"))
    }
}
