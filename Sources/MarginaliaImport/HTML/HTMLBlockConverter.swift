/// Turns a parsed HTML fragment into Markdown blocks: paragraphs, line breaks, links, emphasis,
/// strong emphasis, code, preformatted text, quotes and lists survive; every other element is
/// dropped, keeping its text, except those (`HTMLElementRole.dropped`) whose content is not text
/// meant for a reader, such as scripts and styles.
struct HTMLBlockConverter {
    /// Whether newlines in text are line breaks (WordPress) or plain whitespace (HTML).
    let newlinesAreBreaks: Bool
    private var nextSpanId = 0

    init(newlinesAreBreaks: Bool) {
        self.newlinesAreBreaks = newlinesAreBreaks
    }

    /// The blocks of a fragment.
    mutating func blocks(from nodes: [HTMLNode]) -> [MarkdownBlock] {
        var builder = BlockBuilder()
        appendBlocks(nodes, to: &builder)
        builder.endParagraph()
        return builder.blocks
    }

    private mutating func appendBlocks(_ nodes: [HTMLNode], to builder: inout BlockBuilder) {
        for node in nodes {
            switch node {
            case .text(let text):
                for piece in TextPiece.pieces(of: text, newlinesAreBreaks: newlinesAreBreaks) {
                    if piece == .paragraphBreak { builder.endParagraph() } else { builder.tokens.append(piece.token) }
                }
            case .element(let element):
                appendBlocks(element, to: &builder)
            }
        }
    }

    private mutating func appendBlocks(_ element: HTMLElement, to builder: inout BlockBuilder) {
        switch HTMLElementRole(tagName: element.name) {
        case .dropped:
            break
        case .lineBreak:
            builder.tokens.append(.lineBreak)
        case .paragraphBoundary, .listItem:
            builder.endParagraph()
            appendBlocks(element.children, to: &builder)
            builder.endParagraph()
        case .cell:
            appendBlocks(element.children, to: &builder)
            builder.tokens.append(.space)
        case .quote:
            let inner = blocks(from: element.children)
            if !inner.isEmpty { builder.append(.quote(inner)) }
            builder.endParagraph()
        case .list(let ordered):
            let items = listItems(element.children)
            if !items.isEmpty { builder.append(.list(ordered: ordered, items: items)) }
            builder.endParagraph()
        case .preformatted:
            builder.endParagraph()
            if let code = element.preformattedText { builder.append(.codeBlock(code)) }
        case .transparent:
            appendBlocks(element.children, to: &builder)
        case .emphasis, .strong, .link, .code:
            // A span around blocks (`<b><p>…</p><p>…</p></b>`) keeps the blocks, not the span.
            if element.children.contains(where: \.containsBlocks) {
                appendBlocks(element.children, to: &builder)
            } else {
                appendInline(.element(element), to: &builder.tokens, inside: [])
            }
        }
    }

    /// `<li>` children become items; anything else inside the list joins the item before it
    /// (or starts one), which is how browsers show a stray `<ul>` inside a `<ul>`.
    private mutating func listItems(_ children: [HTMLNode]) -> [[MarkdownBlock]] {
        var items: [[MarkdownBlock]] = []
        var stray: [HTMLNode] = []
        func flushStray(_ converter: inout HTMLBlockConverter) {
            let blocks = converter.blocks(from: stray)
            stray.removeAll()
            guard !blocks.isEmpty else { return }
            if items.isEmpty { items.append(blocks) } else { items[items.count - 1] += blocks }
        }
        for child in children {
            if case .element(let element) = child, HTMLElementRole(tagName: element.name) == .listItem {
                flushStray(&self)
                items.append(blocks(from: element.children))
            } else {
                stray.append(child)
            }
        }
        flushStray(&self)
        return items.filter { !$0.isEmpty }
    }

    /// Inline content: spans become paired tokens; blocks met here (a `<p>` inside an `<a>`) are
    /// reduced to their text followed by a line break.
    private mutating func appendInline(_ node: HTMLNode, to tokens: inout [InlineToken], inside spans: Set<SpanKind>) {
        guard case .element(let element) = node else {
            if case .text(let text) = node {
                for piece in TextPiece.pieces(of: text, newlinesAreBreaks: newlinesAreBreaks) {
                    tokens.append(piece.token)
                }
            }
            return
        }
        let children = { (converter: inout HTMLBlockConverter, tokens: inout [InlineToken], spans: Set<SpanKind>) in
            for child in element.children { converter.appendInline(child, to: &tokens, inside: spans) }
        }
        switch HTMLElementRole(tagName: element.name) {
        case .dropped:
            break
        case .lineBreak:
            tokens.append(.lineBreak)
        case .emphasis where !spans.contains(.emphasis):
            wrap(.emphasis, &tokens) { children(&$0, &$1, spans.union([.emphasis])) }
        case .strong where !spans.contains(.strong):
            wrap(.strong, &tokens) { children(&$0, &$1, spans.union([.strong])) }
        case .link where !spans.contains(.link):
            if let destination = element.attributes["href"].flatMap(LinkPolicy.destination(for:)) {
                wrap(.link(destination: destination), &tokens) { children(&$0, &$1, spans.union([.link])) }
            } else {
                children(&self, &tokens, spans)
            }
        case .code, .preformatted:
            let words = TextPiece.pieces(of: element.children.plainText, newlinesAreBreaks: false)
            if words.contains(where: { $0 != .space }) {
                tokens.append(.code(words.map(\.codeText).joined()))
            } else if !words.isEmpty {
                tokens.append(.space)
            }
        case .cell:
            children(&self, &tokens, spans)
            tokens.append(.space)
        case .paragraphBoundary, .quote, .list, .listItem:
            if tokens.last?.isContent == true { tokens.append(.lineBreak) }
            children(&self, &tokens, spans)
            tokens.append(.lineBreak)
        case .emphasis, .strong, .link, .transparent:
            children(&self, &tokens, spans)
        }
    }

    private mutating func wrap(
        _ span: InlineSpan, _ tokens: inout [InlineToken],
        content: (inout HTMLBlockConverter, inout [InlineToken]) -> Void
    ) {
        let id = nextSpanId
        nextSpanId += 1
        tokens.append(.open(span, id: id))
        content(&self, &tokens)
        tokens.append(.close(span, id: id))
    }

}

extension TextPiece {
    fileprivate var token: InlineToken {
        switch self {
        case .word(let word): .text(word)
        case .space: .space
        // Met only inside a span, where a paragraph cannot end: the nearest thing is a break.
        case .lineBreak, .paragraphBreak: .lineBreak
        }
    }

    fileprivate var codeText: String {
        if case .word(let word) = self { word } else { " " }
    }
}

extension HTMLNode {
    /// Whether the node is or holds a block-level element.
    fileprivate var containsBlocks: Bool {
        guard case .element(let element) = self else { return false }
        switch HTMLElementRole(tagName: element.name) {
        case .paragraphBoundary, .quote, .list, .listItem, .preformatted: return true
        case .dropped: return false
        default: return element.children.contains(where: \.containsBlocks)
        }
    }
}
