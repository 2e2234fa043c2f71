import MarginaliaMarkdown
import MarginaliaModels
import Synchronization

/// Every comment body a build shows, rendered once. `serve` renders the bodies of the pages it
/// renders before it renders them and keeps them from one rebuild to the next, rendering only
/// bodies that are new or edited. `build` keeps only the bodies several pages show, as the first
/// page that shows one renders it (`sharing(_:)`); every other body is rendered by its page and
/// dropped with it, so that memory does not hold every body at once. A body it does not hold is
/// rendered when asked for, never shown empty.
package struct BodyProvider: Sendable {
    let markdown: any MarkdownRendering
    /// Each body by comment, with the Markdown it was rendered from.
    private var rendered: [Identifier: (source: String, body: RenderedBody)] = [:]
    /// The bodies kept as pages render them.
    private var shared: SharedBodies?

    /// How many bodies are rendered in one task.
    private static let chunkSize = 256

    package init(markdown: any MarkdownRendering) {
        self.markdown = markdown
    }

    /// A provider holding the bodies of `comments`, rendered one after the other.
    package init(markdown: any MarkdownRendering, rendering comments: [Comment]) {
        self.markdown = markdown
        for comment in comments { rendered[comment.id] = (comment.body, markdown.body(fromMarkdown: comment.body)) }
    }

    /// Renders, in parallel, the bodies of `comments` that are new or whose Markdown changed.
    package mutating func render(_ comments: some Sequence<Comment>) async {
        let stale = comments.filter { rendered[$0.id]?.source != $0.body }
        guard !stale.isEmpty else { return }
        let chunks = stride(from: 0, to: stale.count, by: Self.chunkSize).map {
            Array(stale[$0..<min($0 + Self.chunkSize, stale.count)])
        }
        let markdown = markdown
        let results = await forEachInParallel(chunks) { BodyProvider(markdown: markdown, rendering: $0).rendered }
        rendered.reserveCapacity(rendered.count + stale.count)
        for part in results { rendered.merge(part) { _, new in new } }
    }

    /// The same provider, keeping the bodies of the comments `ids` names once a page renders them.
    func sharing(_ ids: Set<Identifier>) -> BodyProvider {
        var provider = self
        provider.shared = SharedBodies(ids: ids)
        return provider
    }

    /// The body of `comment`.
    func callAsFunction(_ comment: Comment) -> RenderedBody {
        if let body = rendered[comment.id], body.source == comment.body { return body.body }
        if let shared, shared.ids.contains(comment.id) {
            return shared.body(of: comment) { markdown.body(fromMarkdown: comment.body) }
        }
        return markdown.body(fromMarkdown: comment.body)
    }
}

/// Bodies kept as the pages rendered in parallel render them.
private final class SharedBodies: Sendable {
    let ids: Set<Identifier>
    private let bodies = Mutex<[Identifier: RenderedBody]>([:])

    init(ids: Set<Identifier>) {
        self.ids = ids
    }

    /// The body of `comment`, made by `render` the first time. Two pages asking at once may both
    /// render it; they get the same text.
    func body(of comment: Comment, render: () -> RenderedBody) -> RenderedBody {
        if let body = bodies.withLock({ $0[comment.id] }) { return body }
        let body = render()
        bodies.withLock { $0[comment.id] = body }
        return body
    }
}
