/// Turns untrusted CommonMark into safe HTML.
///
/// The production implementation is `CMarkRenderer`; tests of other layers can pass any
/// conforming value.
public protocol MarkdownRendering: Sendable {
    /// The HTML for a CommonMark document. Raw HTML and unsafe link targets never appear in it.
    func html(fromMarkdown markdown: String) -> String

    /// What the HTML depends on besides the Markdown (the renderer, its version and options): a
    /// build renders a page again when it differs from the one the page was rendered with.
    var identity: String { get }
}
