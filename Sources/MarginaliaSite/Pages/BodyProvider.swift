import MarginaliaMarkdown
import MarginaliaModels

/// Every comment body a build shows, rendered once: a build renders the bodies of the pages it
/// renders before it renders them, and `serve` keeps them from one rebuild to the next, rendering
/// only bodies that are new or edited. Pages receive each comment with its body
/// (`RenderedComment`); a body it has not rendered yet is rendered then, never shown empty.
package struct BodyProvider: Sendable {
    let markdown: any MarkdownRendering
    /// Each body by comment, with the Markdown it was rendered from.
    private var rendered: [Identifier: (source: String, body: RenderedBody)] = [:]

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

    /// `comment` with its body.
    func callAsFunction(_ comment: Comment) -> RenderedComment {
        if let body = rendered[comment.id], body.source == comment.body {
            return RenderedComment(comment: comment, body: body.body)
        }
        return RenderedComment(comment: comment, body: markdown.body(fromMarkdown: comment.body))
    }
}

/// A comment with its rendered body: how pages receive the comments they show.
struct RenderedComment: Sendable {
    let comment: Comment
    let body: RenderedBody
}
