/// Turns untrusted CommonMark into safe HTML and its plain text.
///
/// The production implementation is `CMarkRenderer`; tests of other layers can pass any
/// conforming value.
public protocol MarkdownRendering: Sendable {
    /// The HTML and the plain text of a CommonMark document, both from one parse. Raw HTML and
    /// unsafe link targets never appear in the HTML.
    func body(fromMarkdown markdown: String) -> RenderedBody

    /// What the HTML and the text depend on besides the Markdown (the renderer, its version and
    /// options): a build renders a page again when it differs from the one the page was rendered
    /// with.
    var identity: String { get }
}

extension MarkdownRendering {
    /// The HTML of `body(fromMarkdown:)`.
    public func html(fromMarkdown markdown: String) -> String {
        body(fromMarkdown: markdown).html
    }
}
