import Testing

@testable import MarginaliaSite

/// The embeddable thread's braces, written as character references.
@Suite("Template braces")
struct TemplateBracesTests {
    private func escaped(_ text: String) -> String {
        String(decoding: TemplateBraces.escaped(Array(text.utf8)), as: UTF8.self)
    }

    @Test(arguments: [
        ("", ""),
        ("<p>no braces, ünïcödé</p>", "<p>no braces, ünïcödé</p>"),
        ("{", "&#123;"),
        ("}}", "&#125;&#125;"),
        ("{{ site.name }}", "&#123;&#123; site.name &#125;&#125;"),
        ("a {% include x %} é}", "a &#123;% include x %&#125; é&#125;"),
    ])
    func everyBraceBecomesAReferenceAndNothingElseChanges(html: String, expected: String) {
        #expect(escaped(html) == expected)
    }
}
