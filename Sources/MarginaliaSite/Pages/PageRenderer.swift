import MarginaliaModels
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
    func files(for page: SitePage, bodies: [Identifier: String]) -> [RenderedFile] {
        switch page {
        case .post(let id): index.postsById[id].map { postFiles($0, bodies: bodies) } ?? []
        case .friend(let id): index.friendsById[id].map { [friendPage($0, bodies: bodies)] } ?? []
        case .friendsList: [friendsList()]
        case .home: [home()]
        case .siteFeed: [siteFeed(bodies: bodies)]
        case .notFound: [notFound()]
        case .sitemap: [sitemap()]
        }
    }

    /// Every page of a post's discussion, its comment feed and, when the theme has its template,
    /// its embeddable thread.
    func postFiles(_ post: Post, bodies: [Identifier: String]) -> [RenderedFile] {
        let models = postModels(post, bodies: bodies)
        var files = models.pages.enumerated().map { number, page in
            RenderedFile(
                path: SiteURLs.postPage(post.id, page: number + 1), bytes: templates.render(page, template: "post")
            )
        }
        let feed = templates.render(models.feed, template: "feed")
        files.append(RenderedFile(path: SiteURLs.postFeed(post.id), bytes: feed))
        if templates.hasThreadFragment {
            let thread = factory.embeddedThread(post, bodies: bodies)
            let bytes = TemplateBraces.escaped(templates.render(thread, template: TemplateRenderer.threadFragment))
            files.append(RenderedFile(path: SiteURLs.threadFragment(post.id), bytes: bytes))
        }
        return files
    }

    /// What a post's pages and its comment feed show.
    package func postModels(
        _ post: Post, bodies: [Identifier: String]
    ) -> (pages: [PageContext<PostPageViewModel>], feed: FeedViewModel) {
        let pages = factory.postPages(post, bodies: bodies).map { page in
            let path = SiteURLs.postPage(post.id, page: page.pagination.current)
            let number = page.pagination.current
            let title = number == 1 ? page.displayTitle : "\(page.displayTitle), page \(number)"
            return PageContext(layout: factory.layout(forFileAt: path, pageTitle: title, section: .post), page: page)
        }
        let feed = factory.feed(
            title: "Comments on \(pages[0].page.displayTitle)", path: SiteURLs.postFeed(post.id),
            pagePath: SiteURLs.postPage(post.id),
            comments: ContentIndex.newest(index.commentsByPost[post.id] ?? [], limit: factory.config.feedLimit),
            bodies: bodies
        )
        return (pages, feed)
    }

    func friendsList() -> RenderedFile {
        let list = factory.friendsList()
        let layout = factory.layout(forFileAt: SiteURLs.friendsPage, pageTitle: list.title, section: .friendsList)
        return RenderedFile(
            path: SiteURLs.friendsPage,
            bytes: templates.render(PageContext(layout: layout, page: list), template: "friends"))
    }

    /// A friend's page; `bodies` holds the rendered body of every comment the friend wrote.
    func friendPage(_ friend: Friend, bodies: [Identifier: String]) -> RenderedFile {
        RenderedFile(
            path: SiteURLs.friendPage(friend.id),
            bytes: templates.render(friendModel(friend, bodies: bodies), template: "friend")
        )
    }

    /// What a friend's page shows.
    func friendModel(_ friend: Friend, bodies: [Identifier: String]) -> PageContext<FriendDetailViewModel> {
        let page = factory.friendDetail(friend, bodies: bodies)
        return PageContext(
            layout: factory.layout(
                forFileAt: SiteURLs.friendPage(friend.id), pageTitle: page.friend.fullName, section: .friend),
            page: page)
    }

    func home() -> RenderedFile {
        let layout = factory.layout(forFileAt: SiteURLs.homePage, pageTitle: "", section: .home)
        return RenderedFile(
            path: SiteURLs.homePage,
            bytes: templates.render(PageContext(layout: layout, page: factory.homePage()), template: "home"))
    }

    /// The site-wide feed; `bodies` holds at least the bodies of `index.feedComments`.
    func siteFeed(bodies: [Identifier: String]) -> RenderedFile {
        let feed = factory.feed(
            title: factory.config.title, path: SiteURLs.feed, pagePath: SiteURLs.homePage,
            comments: index.feedComments, bodies: bodies
        )
        return RenderedFile(path: SiteURLs.feed, bytes: templates.render(feed, template: "feed"))
    }

    func notFound() -> RenderedFile {
        let layout = factory.layout(forFileAt: SiteURLs.notFoundPage, pageTitle: "Page not found", section: .other)
        return RenderedFile(
            path: SiteURLs.notFoundPage,
            bytes: templates.render(PageContext(layout: layout, page: NotFoundPageViewModel()), template: "404"))
    }

    func sitemap() -> RenderedFile {
        let paths =
            [SiteURLs.homePage, SiteURLs.friendsPage]
            + index.content.posts.flatMap { post in
                (1...index.pagination(of: post.id).pageCount).map { SiteURLs.postPage(post.id, page: $0) }
            }
            + index.content.friends.map { SiteURLs.friendPage($0.id) }
        return RenderedFile(
            path: SiteURLs.sitemap, bytes: templates.render(factory.sitemap(paths: paths), template: "sitemap"))
    }
}
