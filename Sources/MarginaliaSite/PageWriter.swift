import Foundation
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaViewModels

/// The full build's page output: renders every page with `PageRenderer` and hands it to the
/// output writer. Post pages and friend pages are rendered in parallel, a bounded number at a time.
struct PageWriter: Sendable {
    let renderer: PageRenderer
    let writer: OutputWriter
    let markdown: any MarkdownRendering
    /// Told how many pages of each parallel step are done.
    var progress: BuildProgressHandler?

    private var index: ContentIndex { renderer.factory.index }

    /// Writes every post page and post feed. Returns the files written and the rendered bodies of
    /// the comments the site feed shows, so that no body is rendered twice.
    func writePostPages() async throws(SiteError) -> (files: Int, feedBodies: [Identifier: String]) {
        let feedIds = Set(index.feedComments.map(\.id))
        let posts = index.content.posts
        let bodies = try await forEachInParallel(posts, finished: report("post pages", of: posts.count)) { post, worker throws(SiteError) in
            try writePostPage(post, feedIds: feedIds, renderer: renderer.forWorker(worker))
        }
        let feedBodies = bodies.reduce(into: [Identifier: String]()) { $0.merge($1) { first, _ in first } }
        return (index.content.posts.count * 2, feedBodies)
    }

    private func writePostPage(_ post: Post, feedIds: Set<Identifier>, renderer: PageRenderer) throws(SiteError) -> [Identifier: String] {
        let comments = index.commentsByPost[post.id] ?? []
        var bodies: [Identifier: String] = [:]
        bodies.reserveCapacity(comments.count)
        // By index: a for-in loop copies each comment whole (a retain per field) to read two fields.
        for index in comments.indices { bodies[comments[index].id] = markdown.html(fromMarkdown: comments[index].body) }
        for file in renderer.postFiles(post, bodies: bodies) { try writer.write(file.text, to: file.path) }
        return bodies.filter { feedIds.contains($0.key) }
    }

    func writeFriendPages() async throws(SiteError) -> Int {
        try write(renderer.friendsList())
        let friends = index.content.friends
        _ = try await forEachInParallel(friends, finished: report("friend pages", of: friends.count)) { friend, worker throws(SiteError) in
            try write(renderer.forWorker(worker).friendPage(friend))
        }
        return 1 + friends.count
    }

    func writeHome() throws(SiteError) -> Int {
        try write(renderer.home())
    }

    func writeSiteFeed(bodies: [Identifier: String]) throws(SiteError) -> Int {
        try write(renderer.siteFeed(bodies: bodies))
    }

    func writeNotFound() throws(SiteError) -> Int {
        try write(renderer.notFound())
    }

    func writeSitemap() throws(SiteError) -> Int {
        try write(renderer.sitemap())
    }

    /// The progress callback of a parallel step, if anyone listens.
    private func report(_ step: String, of total: Int) -> ((Int) -> Void)? {
        progress.map { progress in { done in progress(BuildProgress(step: step, done: done, total: total)) } }
    }

    /// Writes one file; returns 1, the number of files written.
    @discardableResult
    private func write(_ file: RenderedFile) throws(SiteError) -> Int {
        try writer.write(file.text, to: file.path)
        return 1
    }
}
