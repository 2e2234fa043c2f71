/// Comment bodies built from the Markdown and HTML that matter to `CMarkRenderer`'s safety:
/// links, images, raw HTML, entities and character references, nesting.
enum MarkdownGrammar {
    static let pieces = [
        "*", "_", "**", "__", "~~", "`", "```\n", "[", "]", "(", ")", "![", "](", "<", ">", "\"t\"", "'", "\\",
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<a href=\"javascript:x\">", "</a>", "<!-- c -->",
        "javascript:alert(1)", "JAVASCRIPT:x", "vbscript:x", "data:text/html,x", "data:image/png;base64,AA",
        "http://b/c.png", "https://a.com", "mailto:a@b.c", "<http://e.com>", "www.e.com", "//evil.example",
        "&#1;", "&#x7f;", "&#x85;", "&#106;", "&#0;", "&#xD800;", "&amp;", "&quot;", "&nbsp;", "&unknown;",
        "\n", "\n\n", "> ", "- ", "1. ", "# ", "    ", "|", "---\n", "[r]", "\n[r]: https://a.com \"t\"\n",
        "x", "ü", "例", "\u{1}", "\u{7F}", "\u{202E}", "\u{FEFF}", "{{name}}", " ", "\t",
    ]

    static func body(_ bytes: [UInt8]) -> String {
        var choices = Choices(bytes)
        return choices.soup(pieces, limit: 48)
    }
}
