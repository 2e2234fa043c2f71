/// A CommonMark block, as the HTML converter builds it before it is written out as text.
enum MarkdownBlock: Equatable, Sendable {
    /// A paragraph of inline content.
    case paragraph([InlineToken])
    /// A fenced code block; the text is kept exactly.
    case codeBlock(String)
    /// A block quote.
    case quote([MarkdownBlock])
    /// A bullet or ordered list; each item is a list of blocks.
    case list(ordered: Bool, items: [[MarkdownBlock]])
}

/// Inline content as a flat sequence, so that whitespace can be moved and collapsed across
/// element boundaries before anything is written.
enum InlineToken: Equatable, Sendable {
    /// Literal text without HTML whitespace; escaped when written.
    case text(String)
    /// Collapsible whitespace between words.
    case space
    /// A hard line break.
    case lineBreak
    /// A code span's literal content.
    case code(String)
    /// The start of a span; `id` pairs it with its `close`.
    case open(InlineSpan, id: Int)
    /// The end of the span opened with the same `id`.
    case close(InlineSpan, id: Int)
}

/// The kinds of inline span that survive conversion.
enum InlineSpan: Equatable, Sendable {
    case emphasis
    case strong
    /// A link to an address whose scheme `LinkPolicy` allowed.
    case link(destination: String)
}

/// The spans a piece of inline content is already inside, so that nested ones are flattened.
enum SpanKind: Hashable { case emphasis, strong, link }

extension InlineToken {
    /// Whether the token is whitespace that may move across span boundaries or be dropped at the
    /// edges of a paragraph.
    var isBreakOrSpace: Bool {
        self == .space || self == .lineBreak
    }

    var isOpen: Bool {
        if case .open = self { true } else { false }
    }

    var isClose: Bool {
        if case .close = self { true } else { false }
    }

    /// Whether the token shows something: text or code.
    var isContent: Bool {
        switch self {
        case .text, .code: true
        default: false
        }
    }
}
