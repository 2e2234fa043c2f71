import MarginaliaModels
import MarginaliaViewModels

/// Renders each kind of page with its template into bytes, without writing anything. Shared by
/// the full build (`PageWriter`) and the incremental one (`SiteRebuilder`).
struct PageRenderer: Sendable {
    let factory: ViewModelFactory
    let templates: TemplateRenderer

    private var index: ContentIndex { factory.index }

    /// The files of `page`. `bodies` holds the rendered body of every comment the page shows.
    func files(for page: SitePage, bodies: [Identifier: String]) -> [RenderedFile] {
        switch page {
        case .post(let id): index.postsById[id].map { postFiles($0, bodies: bodies) } ?? []
        case .friend(let id): index.friendsById[id].map { [friendPage($0)] } ?? []
        case .friendsList: [friendsList()]
        case .home: [home()]
        case .siteFeed: [siteFeed(bodies: bodies)]
        case .notFound: [notFound()]
        case .sitemap: [sitemap()]
        }
    }

    /// A post's page and its comment feed.
    func postFiles(_ post: Post, bodies: [Identifier: String]) -> [RenderedFile] {
        let models = postModels(post, bodies: bodies)
        return [
            RenderedFile(path: SiteURLs.postPage(post.id), bytes: templates.render(models.page, template: "post")),
            RenderedFile(path: SiteURLs.postFeed(post.id), bytes: templates.render(models.feed, template: "feed")),
        ]
    }

    /// What a post's page and its comment feed show.
    func postModels(_ post: Post, bodies: [Identifier: String]) -> (page: PageContext<PostPageViewModel>, feed: FeedViewModel) {
        let path = SiteURLs.postPage(post.id)
        let page = factory.postPage(post, bodies: bodies)
        let layout = factory.layout(forFileAt: path, pageTitle: page.displayTitle, section: .post)
        let feed = factory.feed(
            title: "Comments on \(page.displayTitle)", path: SiteURLs.postFeed(post.id), pagePath: path,
            comments: ContentIndex.newest(index.commentsByPost[post.id] ?? [], limit: factory.config.feedLimit), bodies: bodies
        )
        return (PageContext(layout: layout, page: page), feed)
    }

    func friendsList() -> RenderedFile {
        let list = factory.friendsList()
        let layout = factory.layout(forFileAt: SiteURLs.friendsPage, pageTitle: list.title, section: .friendsList)
        return RenderedFile(path: SiteURLs.friendsPage, bytes: templates.render(PageContext(layout: layout, page: list), template: "friends"))
    }

    func friendPage(_ friend: Friend) -> RenderedFile {
        RenderedFile(path: SiteURLs.friendPage(friend.id), bytes: templates.render(friendModel(friend), template: "friend"))
    }

    /// What a friend's page shows.
    func friendModel(_ friend: Friend) -> PageContext<FriendDetailViewModel> {
        let page = factory.friendDetail(friend)
        return PageContext(layout: factory.layout(forFileAt: SiteURLs.friendPage(friend.id), pageTitle: page.friend.fullName, section: .friend), page: page)
    }

    func home() -> RenderedFile {
        let layout = factory.layout(forFileAt: SiteURLs.homePage, pageTitle: "", section: .home)
        return RenderedFile(path: SiteURLs.homePage, bytes: templates.render(PageContext(layout: layout, page: factory.homePage()), template: "home"))
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
        return RenderedFile(path: SiteURLs.notFoundPage, bytes: templates.render(PageContext(layout: layout, page: NotFoundPageViewModel()), template: "404"))
    }

    func sitemap() -> RenderedFile {
        let paths = [SiteURLs.homePage, SiteURLs.friendsPage]
            + index.content.posts.map { SiteURLs.postPage($0.id) }
            + index.content.friends.map { SiteURLs.friendPage($0.id) }
        return RenderedFile(path: SiteURLs.sitemap, bytes: templates.render(factory.sitemap(paths: paths), template: "sitemap"))
    }
}
