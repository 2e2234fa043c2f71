import Foundation
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaViewModels

/// The full build's page output: renders every page with `PageRenderer` and hands it to the
/// output writer. Pages are rendered in parallel, a bounded number at a time.
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

    /// Writes every page that does not show one post's comments: the friend pages, the friends
    /// list, the home page, the site feed (from `feedBodies`), the not-found page and the sitemap,
    /// all in one parallel step, so that no single page renders alone at the end of the build.
    /// Returns the files written.
    func writeSitePages(feedBodies: [Identifier: String]) async throws(SiteError) -> Int {
        // The single pages that take longest (the home page sorts every post) go first.
        let pages: [SitePage] = [.home, .sitemap, .siteFeed, .friendsList, .notFound] + index.content.friends.map { .friend($0.id) }
        let written = try await forEachInParallel(pages, finished: report(Self.sitePagesStep, of: pages.count)) { page, worker throws(SiteError) in
            let files = renderer.forWorker(worker).files(for: page, bodies: feedBodies)
            for file in files { try writer.write(file.text, to: file.path) }
            return files.count
        }
        return written.reduce(0, +)
    }

    /// The name of `writeSitePages`' step in progress reports and timings.
    static let sitePagesStep = "friend pages, home, feed and sitemap"

    /// The progress callback of a parallel step, if anyone listens.
    private func report(_ step: String, of total: Int) -> ((Int) -> Void)? {
        progress.map { progress in { done in progress(BuildProgress(step: step, done: done, total: total)) } }
    }
}
