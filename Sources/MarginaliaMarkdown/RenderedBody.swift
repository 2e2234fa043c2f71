/// A comment body rendered from one parse of its Markdown: the HTML a page shows, and the plain
/// text that places which take text show (excerpts, structured data).
public struct RenderedBody: Sendable, Equatable {
    /// Safe HTML: raw HTML and unsafe link targets never appear in it (see `CMarkRenderer`).
    public let html: String
    /// The text of the body without markup: each block on its own line, one blank line between
    /// blocks, surrounding white space trimmed (see `BodyTextLines`).
    public let text: String

    public init(html: String, text: String) {
        self.html = html
        self.text = text
    }

    /// The body of an empty comment.
    public static let empty = RenderedBody(html: "", text: "")
}
