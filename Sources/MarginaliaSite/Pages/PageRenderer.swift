import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// Renders the files of each kind of page with its templates into bytes, writing nothing: the
/// kinds (`PageKind.files(for:with:)`) call it with their inputs.
package struct PageRenderer: Sendable {
    let factory: ViewModelFactory
    let templates: TemplateRenderer

    package init(factory: ViewModelFactory, templates: TemplateRenderer) {
        self.factory = factory
        self.templates = templates
    }

    private var index: ContentIndex { factory.index }

    /// Every page of a post's discussion, its comment feed and, when the theme has its template,
    /// its embeddable thread.
    func postFiles(_ post: Post, comments: [Comment]) -> [RenderedFile] {
        let models = postModels(post, comments: comments)
        // The thread shows the pages' cells again: each one they rendered is copied.
        var cells = RenderedPartials()
        var files = models.pages.enumerated().map { number, page in
            RenderedFile(
                path: SiteURLs.postPage(post.id, page: number + 1),
                bytes: templates.render(page, template: PostPages.page, reusing: &cells))
        }
        let feed = templates.render(models.feed, template: PostPages.feed)
        files.append(RenderedFile(path: SiteURLs.postFeed(post.id), bytes: feed))
        if let thread = models.thread {
            let fragment = templates.render(thread, template: PostPages.thread, reusing: &cells)
            let bytes = TemplateBraces.escaped(fragment)
            files.append(RenderedFile(path: SiteURLs.threadFragment(post.id), bytes: bytes))
        }
        return files
    }

    /// What a post's pages, its comment feed and (when the theme has its template) its embeddable
    /// thread show, made from the post and its comments.
    package func postModels(
        _ post: Post, comments: [Comment]
    ) -> (pages: [PageContext<PostPageViewModel>], feed: FeedViewModel, thread: EmbeddedThreadViewModel?) {
        let (postPages, thread) = factory.postPages(
            post, comments: comments, embeddable: templates.shape.hasThreadFragment)
        let pages = postPages.map { page in
            let path = SiteURLs.postPage(post.id, page: page.pagination.current)
            let number = page.pagination.current
            let title = number == 1 ? page.displayTitle : "\(page.displayTitle), page \(number)"
            return PageContext(layout: factory.layout(forFileAt: path, pageTitle: title, section: .post), page: page)
        }
        let newest = ContentIndex.newest(comments, limit: factory.config.feedLimit).map {
            LinkedComment($0, in: index)
        }
        let feed = factory.feed(
            title: pages[0].page.feedTitle, path: SiteURLs.postFeed(post.id),
            pagePath: SiteURLs.postPage(post.id), comments: newest
        )
        return (pages, feed, thread)
    }

    /// A page in the site's frame: `page` in the layout made for the file at `path`, rendered with
    /// `template`.
    func framed<Page: TemplateModel>(
        _ page: Page, at path: String, title: String, section: PageLayoutViewModel.Section,
        template: TemplateName<PageContext<Page>>
    ) -> RenderedFile {
        let layout = factory.layout(forFileAt: path, pageTitle: title, section: section)
        return RenderedFile(
            path: path, bytes: templates.render(PageContext(layout: layout, page: page), template: template))
    }

    func friendsList(_ friends: [FriendSummary]) -> RenderedFile {
        let list = factory.friendsList(friends)
        return framed(
            list, at: SiteURLs.friendsPage, title: list.title, section: .friendsList, template: FriendsListPage.template
        )
    }

    /// A friend's page, showing `comments`.
    func friendPage(_ friend: Friend, comments: [LinkedComment]) -> RenderedFile {
        let page = factory.friendDetail(friend, comments: comments)
        return framed(
            page, at: SiteURLs.friendPage(friend.id), title: page.friend.fullName, section: .friend,
            template: FriendPage.template)
    }

    func home(_ posts: [PostSummary]) -> RenderedFile {
        framed(factory.homePage(posts), at: SiteURLs.homePage, title: "", section: .home, template: HomePage.template)
    }

    /// The site-wide feed of `comments`.
    func siteFeed(_ comments: [LinkedComment]) -> RenderedFile {
        let feed = factory.feed(
            title: factory.config.title, path: SiteURLs.feed, pagePath: SiteURLs.homePage, comments: comments)
        return RenderedFile(path: SiteURLs.feed, bytes: templates.render(feed, template: PostPages.feed))
    }

    func notFound() -> RenderedFile {
        framed(
            NotFoundPageViewModel(), at: SiteURLs.notFoundPage, title: "Page not found", section: .other,
            template: NotFoundPage.template)
    }

    /// The sitemap, listing the pages at `paths`.
    func sitemap(_ paths: [String]) -> RenderedFile {
        RenderedFile(
            path: SiteURLs.sitemap,
            bytes: templates.render(factory.sitemap(paths: paths), template: SitemapPage.template))
    }
}
