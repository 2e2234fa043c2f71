import MarginaliaMarkdown
import MarginaliaModels

/// Every comment's body rendered to HTML and plain text, with the Markdown it was rendered from,
/// so that a rebuild renders only bodies that are new or edited.
struct RenderedBodies: Sendable {
    /// The Markdown each body was rendered from.
    private var sources: [Identifier: String] = [:]
    /// The HTML and text of each body, as page renderers read them.
    private(set) var rendered: [Identifier: RenderedBody] = [:]

    /// How many bodies are rendered in one task.
    private static let chunkSize = 256

    /// Renders, in parallel, the bodies of `comments` that are new or whose Markdown changed.
    mutating func update(for comments: some Sequence<Comment>, markdown: any MarkdownRendering) async {
        let stale = comments.filter { sources[$0.id] != $0.body }
        guard !stale.isEmpty else { return }
        let chunks = stride(from: 0, to: stale.count, by: Self.chunkSize).map {
            Array(stale[$0..<min($0 + Self.chunkSize, stale.count)])
        }
        let rendered = await forEachInParallel(chunks) { chunk in
            chunk.map { ($0.id, $0.body, markdown.body(fromMarkdown: $0.body)) }
        }
        for (id, source, body) in rendered.joined() {
            sources[id] = source
            self.rendered[id] = body
        }
    }
}
