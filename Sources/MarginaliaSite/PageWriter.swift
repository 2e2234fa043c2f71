import Foundation
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaViewModels

/// Renders each kind of page with its template and hands it to the output writer. Post pages and
/// friend pages are rendered in parallel, a bounded number at a time.
struct PageWriter: Sendable {
    let factory: ViewModelFactory
    let templates: TemplateRenderer
    let writer: OutputWriter
    let markdown: any MarkdownRendering

    private var index: ContentIndex { factory.index }

    /// How many pages render at once: enough to keep every core busy.
    private static var parallelism: Int { max(2, ProcessInfo.processInfo.activeProcessorCount * 2) }

    /// Writes every post page and post feed. Returns the files written and the rendered bodies of
    /// the comments the site feed shows, so that no body is rendered twice.
    func writePostPages() async throws(SiteError) -> (files: Int, feedBodies: [Identifier: String]) {
        let feedIds = Set(index.feedComments.map(\.id))
        let bodies = try await forEachInParallel(index.content.posts) { post throws(SiteError) in
            try writePostPage(post, feedIds: feedIds)
        }
        let feedBodies = bodies.reduce(into: [Identifier: String]()) { $0.merge($1) { first, _ in first } }
        return (index.content.posts.count * 2, feedBodies)
    }

    private func writePostPage(_ post: Post, feedIds: Set<Identifier>) throws(SiteError) -> [Identifier: String] {
        let comments = index.commentsByPost[post.id] ?? []
        var bodies: [Identifier: String] = [:]
        bodies.reserveCapacity(comments.count)
        for comment in comments { bodies[comment.id] = markdown.html(fromMarkdown: comment.body) }

        let path = SiteURLs.postPage(post.id)
        let page = factory.postPage(post, bodies: bodies)
        let layout = factory.layout(forFileAt: path, pageTitle: page.displayTitle, section: .post)
        try writer.write(templates.render(PageContext(layout: layout, page: page), template: "post"), to: path)

        let feedPath = SiteURLs.postFeed(post.id)
        let feed = factory.feed(
            title: "Comments on \(page.displayTitle)", path: feedPath, pagePath: path,
            comments: ContentIndex.newest(comments, limit: factory.config.feedLimit), bodies: bodies
        )
        try writer.write(templates.render(feed, template: "feed"), to: feedPath)
        return bodies.filter { feedIds.contains($0.key) }
    }

    func writeFriendPages() async throws(SiteError) -> Int {
        let list = factory.friendsList()
        let listLayout = factory.layout(forFileAt: SiteURLs.friendsPage, pageTitle: list.title, section: .friendsList)
        try writer.write(templates.render(PageContext(layout: listLayout, page: list), template: "friends"), to: SiteURLs.friendsPage)
        _ = try await forEachInParallel(index.content.friends) { friend throws(SiteError) in
            let path = SiteURLs.friendPage(friend.id)
            let page = factory.friendDetail(friend)
            let layout = factory.layout(forFileAt: path, pageTitle: page.friend.fullName, section: .friend)
            try writer.write(templates.render(PageContext(layout: layout, page: page), template: "friend"), to: path)
        }
        return 1 + index.content.friends.count
    }

    func writeHome() throws(SiteError) -> Int {
        let layout = factory.layout(forFileAt: SiteURLs.homePage, pageTitle: "", section: .home)
        try writer.write(templates.render(PageContext(layout: layout, page: factory.homePage()), template: "home"), to: SiteURLs.homePage)
        return 1
    }

    func writeSiteFeed(bodies: [Identifier: String]) throws(SiteError) -> Int {
        let feed = factory.feed(
            title: factory.config.title, path: SiteURLs.feed, pagePath: SiteURLs.homePage,
            comments: index.feedComments, bodies: bodies
        )
        try writer.write(templates.render(feed, template: "feed"), to: SiteURLs.feed)
        return 1
    }

    func writeNotFound() throws(SiteError) -> Int {
        let layout = factory.layout(forFileAt: SiteURLs.notFoundPage, pageTitle: "Page not found", section: .other)
        try writer.write(templates.render(PageContext(layout: layout, page: NotFoundPageViewModel()), template: "404"), to: SiteURLs.notFoundPage)
        return 1
    }

    func writeSitemap() throws(SiteError) -> Int {
        let paths = [SiteURLs.homePage, SiteURLs.friendsPage]
            + index.content.posts.map { SiteURLs.postPage($0.id) }
            + index.content.friends.map { SiteURLs.friendPage($0.id) }
        try writer.write(templates.render(factory.sitemap(paths: paths), template: "sitemap"), to: SiteURLs.sitemap)
        return 1
    }

    /// Runs `body` for every item with at most `parallelism` running at once; results in item order.
    private func forEachInParallel<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ body: @escaping @Sendable (Item) throws(SiteError) -> Result
    ) async throws(SiteError) -> [Result] {
        let outcome = await withTaskGroup(of: (Int, Swift.Result<Result, SiteError>).self) { group in
            var results = [Result?](repeating: nil, count: items.count)
            var failure: SiteError?
            var next = 0
            func addNext() {
                guard next < items.count else { return }
                let position = next
                let item = items[position]
                next += 1
                group.addTask {
                    do throws(SiteError) { return (position, .success(try body(item))) } catch { return (position, .failure(error)) }
                }
            }
            for _ in 0..<Self.parallelism { addNext() }
            for await (position, result) in group {
                switch result {
                case .success(let value): results[position] = value
                case .failure(let error): failure = failure ?? error
                }
                if failure == nil { addNext() }
            }
            return failure.map { Swift.Result<[Result], SiteError>.failure($0) } ?? .success(results.compactMap { $0 })
        }
        return try outcome.get()
    }
}
