import Foundation
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaViewModels

/// The full build's page output: renders every page with `PageRenderer` and hands it to the
/// output writer. Pages are rendered in parallel, a bounded number at a time. A post or friend
/// page whose inputs are unchanged since the last build is kept instead (see `PageReuse`).
struct PageWriter: Sendable {
    let renderer: PageRenderer
    let writer: OutputWriter
    let markdown: any MarkdownRendering
    /// Which pages the last build wrote, and the fingerprints of this build's inputs.
    let reuse: PageReuse
    /// Told how many pages of each parallel step are done.
    var progress: BuildProgressHandler?

    private var index: ContentIndex { renderer.factory.index }

    /// What a step wrote: how many files, how many pages it kept from the last build instead of
    /// rendering them, and the manifest entries of the post and friend pages.
    struct Written: Sendable {
        var files = 0
        var keptPages = 0
        var entries: [String: PageManifest.Entry] = [:]

        mutating func add(_ other: Written) {
            files += other.files
            keptPages += other.keptPages
            entries.merge(other.entries) { first, _ in first }
        }
    }

    /// Writes every post page and post feed. Returns what it wrote and the rendered bodies of the
    /// comments other pages show (the site feed's, and every comment by a friend), so that no
    /// body is rendered twice.
    func writePostPages() async throws(SiteError) -> (written: Written, sharedBodies: [Identifier: RenderedBody]) {
        let sharedIds = Set(index.feedComments.map(\.id)).union(index.commentsByFriend.values.joined().map(\.id))
        let posts = index.content.posts
        let results = try await forEachInParallel(posts, finished: report("post pages", of: posts.count)) {
            post throws(SiteError) in
            try writePostPage(post, sharedIds: sharedIds)
        }
        var written = Written()
        var sharedBodies: [Identifier: RenderedBody] = [:]
        for (pageWritten, bodies) in results {
            written.add(pageWritten)
            sharedBodies.merge(bodies) { first, _ in first }
        }
        return (written, sharedBodies)
    }

    private func writePostPage(
        _ post: Post, sharedIds: Set<Identifier>
    ) throws(SiteError) -> (Written, [Identifier: RenderedBody]) {
        let comments = index.commentsByPost[post.id] ?? []
        let paths = SitePage.post(post.id).paths(in: index, threadFragments: renderer.templates.hasThreadFragment)
        let inputs = PageInputs.post(post, comments: comments)
        let fingerprint = reuse.fingerprint(of: inputs)
        var bodies: [Identifier: RenderedBody] = [:]
        if reuse.canKeep(paths, fingerprint: fingerprint), writer.keep(paths) {
            // The site feed and the friend pages still need the bodies of some of this post's comments.
            for index in comments.indices where sharedIds.contains(comments[index].id) {
                bodies[comments[index].id] = markdown.body(fromMarkdown: comments[index].body)
            }
            return (kept(paths), bodies)
        }
        bodies.reserveCapacity(comments.count)
        // By index: a for-in loop copies each comment whole (a retain per field) to read two fields.
        for index in comments.indices { bodies[comments[index].id] = markdown.body(fromMarkdown: comments[index].body) }
        let written = try write(renderer.files(for: inputs, bodies: bodies), fingerprint: fingerprint)
        return (written, sharedIds.isEmpty ? [:] : bodies.filter { sharedIds.contains($0.key) })
    }

    /// Writes a page's files; with a `fingerprint`, the manifest entries for them.
    private func write(_ files: [RenderedFile], fingerprint: String?) throws(SiteError) -> Written {
        var written = Written(files: files.count)
        for file in files {
            let identity = try writer.write(file.bytes, to: file.path)
            if let fingerprint, let identity {
                written.entries[file.path] = PageManifest.Entry(fingerprint: fingerprint, file: identity)
            }
        }
        return written
    }

    /// A page kept from the last build: its files, with the entries the last manifest had for them.
    private func kept(_ paths: [String]) -> Written {
        var written = Written(files: paths.count, keptPages: 1)
        for path in paths { written.entries[path] = reuse.previous.entries[path] }
        return written
    }

    /// Writes every page that does not show one post's comments: the friend pages, the friends
    /// list, the home page, the site feed and the friend pages (with bodies from `sharedBodies`),
    /// the not-found page and the sitemap,
    /// all in one parallel step, so that no single page renders alone at the end of the build.
    /// Friend pages whose inputs are unchanged are kept. Returns what it wrote.
    func writeSitePages(sharedBodies: [Identifier: RenderedBody]) async throws(SiteError) -> Written {
        // The single pages that take longest (the home page sorts every post) go first.
        let pages: [SitePage] =
            [.home, .sitemap, .siteFeed, .friendsList, .notFound] + index.content.friends.map { .friend($0.id) }
        let results = try await forEachInParallel(pages, finished: report(Self.sitePagesStep, of: pages.count)) {
            page throws(SiteError) in
            try writeSitePage(page, sharedBodies: sharedBodies)
        }
        return results.reduce(into: Written()) { $0.add($1) }
    }

    private func writeSitePage(_ page: SitePage, sharedBodies: [Identifier: RenderedBody]) throws(SiteError) -> Written
    {
        guard let inputs = PageInputs(page, in: index) else { return Written() }
        // Friend pages can be kept; the others show something of every post or friend.
        var fingerprint: String?
        if case .friend = inputs {
            fingerprint = reuse.fingerprint(of: inputs)
            let paths = page.paths(in: index, threadFragments: renderer.templates.hasThreadFragment)
            if let fingerprint, reuse.canKeep(paths, fingerprint: fingerprint), writer.keep(paths) {
                return kept(paths)
            }
        }
        return try write(renderer.files(for: inputs, bodies: sharedBodies), fingerprint: fingerprint)
    }

    /// The name of `writeSitePages`' step in progress reports and timings.
    static let sitePagesStep = "friend pages, home, feed and sitemap"

    /// The progress callback of a parallel step, if anyone listens.
    private func report(_ step: String, of total: Int) -> ((Int) -> Void)? {
        progress.map { progress in { done in progress(BuildProgress(step: step, done: done, total: total)) } }
    }
}
