import CMark
import CMarkArena
import MarginaliaModels
import MarginaliaText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Renders CommonMark with cmark, the C reference implementation, to HTML and to plain text. Every
/// cmark call of the project is in this file; every node and buffer cmark allocates comes from
/// the thread's arena and is released here.
///
/// Safety: cmark's default (since 0.29) turns raw HTML into `<!-- raw HTML omitted -->`;
/// `CMARK_OPT_UNSAFE` is never passed. On top of that, links are rebuilt from the syntax tree:
/// only `http`, `https` and `mailto` targets survive, each with `rel="nofollow ugc noopener"`;
/// other links become their plain text. Images become links to the image, so that a page never
/// loads a stranger's image (inside a link, an image or link shows only its text). Smart punctuation is on; fenced code keeps its `language-…` class.
///
/// Control characters are removed from the HTML: fixture text is cleaned on load, but a numeric
/// character reference (`&#1;`) brings them back through cmark, and XML forbids them (the Atom
/// feed embeds this HTML as XHTML, so one comment could make the whole feed unreadable).
public struct CMarkRenderer: MarkdownRendering {
    /// Options passed to cmark: smart punctuation, safe by default.
    let options: Int32 = CMARK_OPT_SMART

    public init() {}

    /// The library's version and the options, such as `cmark 0.30.2, options 1024`.
    public var identity: String {
        "cmark \(String(cString: cmark_version_string())), options \(options)"
    }

    /// Every node, buffer and the HTML of one body come from the thread's arena
    /// (`marginalia_cmark_arena`), given back at once when the body is made: nothing cmark
    /// allocated outlives this call, and it does not suspend.
    public func body(fromMarkdown markdown: String) -> RenderedBody {
        defer { marginalia_cmark_arena_reset() }
        guard let document = parse(markdown) else { return .empty }
        for node in linksAndImages(in: document) {
            rewrite(node)
        }
        guard let html = cmark_render_html(document, options) else { return .empty }
        return RenderedBody(
            html: String(cString: html).withoutControlCharacters,
            text: text(of: document, capacity: markdown.utf8.count))
    }

    /// How many bytes the calling thread's cmark arena holds between bodies: at most
    /// `arenaKeptLimit` once a body is made, however large it was.
    static var arenaBytesHeld: Int { marginalia_cmark_arena_bytes_held() }

    /// The most an arena keeps for the next body.
    static var arenaKeptLimit: Int { marginalia_cmark_arena_kept_limit }

    private func parse(_ markdown: String) -> OpaquePointer? {
        var markdown = markdown
        return markdown.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                guard let base = characters.baseAddress, !characters.isEmpty,
                    let parser = cmark_parser_new_with_mem(options, marginalia_cmark_arena())
                else { return nil }
                defer { cmark_parser_free(parser) }
                cmark_parser_feed(parser, base, characters.count)
                return cmark_parser_finish(parser)
            }
        }
    }

    /// Every link and image node, in document order. The tree is changed only after this walk.
    private func linksAndImages(in document: OpaquePointer) -> [OpaquePointer] {
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }
        var nodes: [OpaquePointer] = []
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE { nodes.append(node) }
        }
        return nodes
    }

    /// Replaces a link or image node with our own `<a>` (or with its bare contents when its URL
    /// is not allowed, or when it sits inside a link), moving its children over, and frees it.
    private func rewrite(_ node: OpaquePointer) {
        let isImage = cmark_node_get_type(node) == CMARK_NODE_IMAGE
        let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
        let title = cmark_node_get_title(node).map { String(cString: $0) } ?? ""
        if isImage, cmark_node_first_child(node) == nil,
            let text = cmark_node_new_with_mem(CMARK_NODE_TEXT, marginalia_cmark_arena())
        {
            cmark_node_set_literal(text, LinkMarkup.imageFallbackText)
            cmark_node_append_child(node, text)
        }
        var replacement: OpaquePointer?
        if !isInsideLink(node), let opening = LinkMarkup.openingTag(url: url, title: title),
            let custom = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_INLINE, marginalia_cmark_arena())
        {
            cmark_node_set_on_enter(custom, opening)
            cmark_node_set_on_exit(custom, LinkMarkup.closingTag)
            cmark_node_insert_before(node, custom)
            replacement = custom
        }
        while let child = cmark_node_first_child(node) {
            if let replacement {
                cmark_node_append_child(replacement, child)
            } else {
                cmark_node_insert_before(node, child)
            }
        }
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// The plain text of the document, after `rewrite`: the walk `cmark_render_html` makes, with
    /// the text, tags and line feeds the HTML gets at each step handed to `BodyTextWriter`, so
    /// that the text is what the HTML shows without parsing the HTML again. Text is cleaned of
    /// control characters as the HTML is.
    private func text(of document: OpaquePointer, capacity: Int) -> String {
        guard let iterator = cmark_iter_new(document) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = BodyTextWriter(capacity: capacity)
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let entering = event == CMARK_EVENT_ENTER
            switch cmark_node_get_type(node) {
            case CMARK_NODE_BLOCK_QUOTE:
                // "<blockquote>\n", "</blockquote>\n"
                text.lineFeedUnlessAtLineStart()
                text.tag(endsLine: !entering)
                text.lineFeed()
            case CMARK_NODE_LIST:
                // "<ul>\n", "</ul>\n" (or "<ol …>")
                if entering { text.lineFeedUnlessAtLineStart() }
                text.tag(endsLine: !entering)
                text.lineFeed()
            case CMARK_NODE_ITEM, CMARK_NODE_HEADING,
                CMARK_NODE_PARAGRAPH where !isTight(node):
                // "<li>", "</li>\n"; "<h2>", "</h2>\n"; "<p>", "</p>\n" (a tight list's
                // paragraphs have no tags).
                if entering {
                    text.lineFeedUnlessAtLineStart()
                    text.tag()
                } else {
                    text.tag(endsLine: true)
                    text.lineFeed()
                }
            case CMARK_NODE_CODE_BLOCK:
                // "<pre><code …>", the code, "</code></pre>\n"
                text.lineFeedUnlessAtLineStart()
                text.tag()
                appendLiteral(of: node, to: &text)
                text.tag(endsLine: true)
                text.lineFeed()
            case CMARK_NODE_HTML_BLOCK:
                // "<!-- raw HTML omitted -->" on a line of its own
                text.lineFeedUnlessAtLineStart()
                text.tag()
                text.lineFeedUnlessAtLineStart()
            case CMARK_NODE_THEMATIC_BREAK:
                // "<hr />\n"
                text.lineFeedUnlessAtLineStart()
                text.tag(endsLine: true)
                text.lineFeed()
            case CMARK_NODE_TEXT:
                appendLiteral(of: node, to: &text)
            case CMARK_NODE_CODE:
                // "<code>", the code, "</code>"
                text.tag()
                appendLiteral(of: node, to: &text)
                text.tag()
            case CMARK_NODE_LINEBREAK:
                // "<br />\n"
                text.tag(endsLine: true)
                text.lineFeed()
            case CMARK_NODE_SOFTBREAK:
                text.lineFeed()
            case CMARK_NODE_HTML_INLINE, CMARK_NODE_CUSTOM_INLINE, CMARK_NODE_EMPH, CMARK_NODE_STRONG:
                // "<!-- raw HTML omitted -->", our "<a …>" and "</a>" (`LinkMarkup`), "<em>", "</em>", …
                text.tag()
            default:
                // The document, and a tight list's paragraphs, add nothing. `rewrite` leaves no link
                // or image node, and the parser makes no custom block.
                break
            }
        }
        return text.finished()
    }

    /// Whether a paragraph sits in an item of a tight list, where cmark writes no `<p>`.
    private func isTight(_ paragraph: OpaquePointer) -> Bool {
        guard let list = cmark_node_parent(paragraph).flatMap(cmark_node_parent),
            cmark_node_get_type(list) == CMARK_NODE_LIST
        else { return false }
        return cmark_node_get_list_tight(list) != 0
    }

    /// The text of a text or code node, without control characters as the HTML is.
    private func appendLiteral(of node: OpaquePointer, to text: inout BodyTextWriter) {
        guard let literal = cmark_node_get_literal(node) else { return }
        // cmark's text is UTF-8; it is copied from its buffer unless it needs cleaning.
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
        guard String.mayHaveControlCharacters(bytes) else { return text.text(bytes) }
        var clean = String(decoding: bytes, as: UTF8.self).withoutControlCharacters
        clean.withUTF8 { text.text($0) }
    }

    /// Whether a node sits inside a link (already rewritten to our own `<a>`), where an image or
    /// a link shows only its text: links cannot nest. CommonMark allows a link in an image's
    /// description (`![[x](https://a)](https://b)`), and images become links here.
    private func isInsideLink(_ node: OpaquePointer) -> Bool {
        var ancestor = cmark_node_parent(node)
        while let current = ancestor {
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_LINK || type == CMARK_NODE_CUSTOM_INLINE { return true }
            ancestor = cmark_node_parent(current)
        }
        return false
    }
}
