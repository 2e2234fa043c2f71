/// What the converter does with an HTML element, by tag name.
enum HTMLElementRole: Equatable {
    /// Left out together with everything inside it: scripts, styles, embedded documents and
    /// media, form controls. (`<embed>` is not here: it has no content, and libxml2 puts the
    /// text after it inside it.)
    case dropped
    /// A paragraph boundary whose content is kept: `<p>`, `<div>`, headings, table rows…
    case paragraphBoundary
    case lineBreak
    case emphasis
    case strong
    case code
    case preformatted
    case quote
    case list(ordered: Bool)
    case listItem
    case link
    /// A table cell: its content, then a space.
    case cell
    /// Any other tag: the tag goes, its content stays.
    case transparent

    init(tagName: String) {
        self = Self.roles[tagName] ?? .transparent
    }

    private static let roles: [String: HTMLElementRole] = {
        var roles: [String: HTMLElementRole] = [
            "br": .lineBreak, "em": .emphasis, "i": .emphasis, "strong": .strong, "b": .strong,
            "code": .code, "kbd": .code, "samp": .code, "tt": .code, "pre": .preformatted,
            "blockquote": .quote, "ul": .list(ordered: false), "ol": .list(ordered: true),
            "li": .listItem, "a": .link, "td": .cell, "th": .cell,
        ]
        let dropped = [
            "script", "style", "template", "head", "title", "iframe", "frame", "frameset", "noframes",
            "noembed", "object", "applet", "svg", "math", "canvas", "audio", "video",
            "select", "textarea", "button",
        ]
        let boundaries = [
            "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "table", "thead", "tbody", "tfoot",
            "tr", "caption", "section", "article", "aside", "header", "footer", "nav", "main",
            "figure", "figcaption", "address", "center", "dl", "dt", "dd", "details", "summary",
            "form", "fieldset", "legend",
        ]
        for name in dropped { roles[name] = .dropped }
        for name in boundaries { roles[name] = .paragraphBoundary }
        return roles
    }()
}
