import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// Every page of a post's discussion (`posts/<id>/`, then `page/<n>/`), its comment feed and,
/// when the theme has the template, its embeddable `thread.html`: made from the post and its
/// comments, rendered together (the thread copies the pages' comment cells).
package enum PostPages: PageKind {
    /// The post and its comments: the content index keeps them up to date.
    typealias Inputs = PostWithComments

    static let name = "post"
    package static let page = TemplateName<PageContext<PostPageViewModel>>("post")
    static let feed = TemplateName<FeedViewModel>("feed")
    /// Optional: a theme without it writes no `thread.html`.
    static let thread = TemplateName<EmbeddedThreadViewModel>("thread")
    static var templates: [TemplateRoot] { [page.root, feed.root] }
    static var optionalTemplates: [TemplateRoot] { [thread.root] }
    static let keptAcrossBuilds = true

    static func pages(in index: ContentIndex) -> [Inputs] {
        index.postsWithComments
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        let id = inputs.post.id
        return (1...index.pagination(of: id).pageCount).map { SiteURLs.postPage(id, page: $0) }
            + [SiteURLs.postFeed(id)]
            + (theme.hasThreadFragment && index.content.config.threadFragments ? [SiteURLs.threadFragment(id)] : [])
    }

    /// Every page of a post's discussion, its comment feed and, when the theme has its template,
    /// its embeddable thread.
    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let post = inputs.post
        let models = models(of: post, comments: inputs.comments, reactions: inputs.reactions, with: renderer)
        // The thread shows the pages' cells again: each one they rendered is copied.
        var cells = RenderedPartials()
        var files = models.pages.enumerated().map { number, model in
            RenderedFile(
                path: SiteURLs.postPage(post.id, page: number + 1),
                bytes: renderer.templates.render(model, template: page, reusing: &cells))
        }
        let feedBytes = renderer.templates.render(models.feed, template: feed)
        files.append(RenderedFile(path: SiteURLs.postFeed(post.id), bytes: feedBytes))
        if let model = models.thread {
            let fragment = renderer.templates.render(model, template: thread, reusing: &cells)
            let bytes = TemplateBraces.escaped(fragment)
            files.append(RenderedFile(path: SiteURLs.threadFragment(post.id), bytes: bytes))
        }
        return files
    }

    /// What a post's pages, its comment feed and (when the theme has its template) its embeddable
    /// thread show, made from the post and its comments.
    package static func models(
        of post: Post, comments: [Comment], reactions: [Reaction] = [], with renderer: PageRenderer
    ) -> (pages: [PageContext<PostPageViewModel>], feed: FeedViewModel, thread: EmbeddedThreadViewModel?) {
        // In the post's own language, when it has one.
        let factory = renderer.factory.speaking(languageOf: post)
        // Each body is rendered once, for the pages, the thread and the feed.
        let bodies = factory.bodies(comments)
        let (postPages, thread) = factory.postPages(
            post, comments: comments, reactions: reactions, bodies: bodies,
            embeddable: renderer.templates.hasThreadFragment && factory.config.threadFragments)
        let pages = postPages.map { page in
            let path = SiteURLs.postPage(post.id, page: page.pagination.current)
            return PageContext(
                layout: factory.layout(forFileAt: path, pageTitle: page.pageTitle, section: .post), page: page)
        }
        let newest = ContentIndex.newest(positionsIn: comments, limit: factory.config.feedLimit)
        // Taken out of the factory once: each `factory.index` would copy the whole index.
        let index = factory.index
        let feed = factory.feed(
            title: pages[0].page.feedTitle, path: SiteURLs.postFeed(post.id), pagePath: SiteURLs.postPage(post.id),
            entries: newest.map { (LinkedComment(comments[$0], in: index), bodies[$0]) }
        )
        return (pages, feed, thread)
    }
}

extension PostWithComments: PageInputs {
    var key: Identifier? { post.id }
    var shownComments: [Comment] { comments }
    var ownsShownComments: Bool { true }

    func combine(into fingerprint: inout Fingerprint) {
        fingerprint.combine(encoding: post)
        fingerprint.combine(comments)
        fingerprint.combine(encoding: reactions)
    }
}
