import MarginaliaContent
import MarginaliaMarkdown
import MarginaliaModels
import Synchronization

/// Every comment body a build shows, rendered once, by the first page that shows it. `serve`
/// keeps every body from one rebuild to the next (`keep(only: nil)`, then `holdKeptBodies()`),
/// so that a rebuild renders only bodies that are new or edited. `build` keeps only the bodies
/// several pages show (`keep(only:)`); every other body is rendered by its page and dropped
/// with it, so that memory does not hold every body at once. A body it does not hold is rendered
/// when asked for, never shown empty. A body left in its file (`CommentBody.stored`) is read from
/// it by `texts` first.
package struct BodyProvider: Sendable {
    let markdown: any MarkdownRendering
    /// Reads the bodies left in their files, and keeps the problems of those no longer there.
    let texts: StoredBodyReader
    /// The bodies kept from earlier applies, with the Markdown each was rendered from.
    private var rendered: [Identifier: Body] = [:]
    /// The bodies pages render in this apply that are kept.
    private var kept: KeptBodies?

    /// A body and the Markdown it was rendered from.
    fileprivate typealias Body = (source: CommentBody, body: RenderedBody)

    package init(markdown: any MarkdownRendering, texts: StoredBodyReader = StoredBodyReader(fileSystem: .local)) {
        self.markdown = markdown
        self.texts = texts
    }

    /// A provider holding the bodies of `comments`, rendered one after the other.
    package init(markdown: any MarkdownRendering, rendering comments: [Comment]) {
        self.init(markdown: markdown)
        for comment in comments {
            rendered[comment.id] = (comment.body, markdown.body(fromMarkdown: texts.text(of: comment.body)))
        }
    }

    /// Starts keeping the bodies pages render in one apply: every one (`nil`), or those of the
    /// comments `ids` names.
    mutating func keep(only ids: Set<Identifier>?) {
        kept = KeptBodies(ids: ids)
    }

    /// Ends an apply: the bodies kept join those held, for the next apply. In place: the table of
    /// every body a site shows is not copied.
    mutating func holdKeptBodies() {
        if let kept = kept.take() { rendered.merge(kept.bodies) { _, new in new } }
    }

    /// The body of `comment`.
    func callAsFunction(_ comment: Comment) -> RenderedBody {
        body(of: comment) { texts.text(of: comment.body) }
    }

    /// The bodies of `comments`, in order: those left in their files are read together (a
    /// post's comments, most often, lie side by side in one file).
    func callAsFunction(_ comments: [Comment]) -> [RenderedBody] {
        guard comments.contains(where: { $0.body.text == nil }) else { return comments.map { self($0) } }
        let sources = texts.texts(of: comments.map(\.body))
        return comments.indices.map { position in body(of: comments[position]) { sources[position] } }
    }

    /// The body of `comment`, held or rendered from the Markdown `source` gives.
    private func body(of comment: Comment, source: () -> String) -> RenderedBody {
        if let body = rendered[comment.id], body.source == comment.body { return body.body }
        guard let kept, kept.keeps(comment.id) else { return markdown.body(fromMarkdown: source()) }
        return kept.body(of: comment) { markdown.body(fromMarkdown: source()) }
    }
}

/// The bodies kept as the pages rendered in parallel render them.
private final class KeptBodies: Sendable {
    /// The comments whose bodies are kept; `nil`: every one.
    private let ids: Set<Identifier>?
    private let kept = Mutex<[Identifier: BodyProvider.Body]>([:])

    init(ids: Set<Identifier>?) {
        self.ids = ids
    }

    func keeps(_ id: Identifier) -> Bool { ids?.contains(id) ?? true }

    /// Every body kept so far.
    var bodies: [Identifier: BodyProvider.Body] { kept.withLock { $0 } }

    /// The body of `comment`, made by `render` unless kept already. Two pages asking at once may
    /// both render it; they get the same text.
    func body(of comment: Comment, render: () -> RenderedBody) -> RenderedBody {
        if let body = kept.withLock({ $0[comment.id] }), body.source == comment.body { return body.body }
        let body = render()
        kept.withLock { $0[comment.id] = (comment.body, body) }
        return body
    }
}
