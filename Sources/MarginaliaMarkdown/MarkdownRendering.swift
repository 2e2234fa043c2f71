/// Turns untrusted CommonMark into safe HTML.
///
/// The production implementation is `CMarkRenderer`; tests of other layers can pass any
/// conforming value.
public protocol MarkdownRendering: Sendable {
    /// The HTML for a CommonMark document. Raw HTML and unsafe link targets never appear in it.
    func html(fromMarkdown markdown: String) -> String
}
