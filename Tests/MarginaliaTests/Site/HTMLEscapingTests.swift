import Mustache
import MarginaliaModels
import Testing
@testable import MarginaliaSite

/// The escaper the templates select with `{{% CONTENT_TYPE: HTML }}` writes what swift-mustache's
/// own escaper writes, and also escapes the five characters when a combining mark follows them.
@Suite("HTML escaping in templates")
struct HTMLEscapingTests {
    static let texts = [
        "", "plain", "Zoë O'Brien", "<script>alert(\"x\")</script>", "a & b && c", "&amp; already",
        "'\"<>&", "emoji 👩‍💻 <b>", "\u{0}\u{1F}", "https://example.org/?a=1&b=2", "日本語の名前",
    ]

    @Test(arguments: texts)
    func sameOutputAsTheLibrarysEscaper(_ text: String) throws {
        HTMLEscaping.register()
        let library = try MustacheTemplate(string: "[{{text}}]")
        let ours = try MustacheTemplate(string: "{{% CONTENT_TYPE: HTML }}[{{text}}]")
        let expected = library.render(["text": text])
        #expect(ours.render(["text": text]) == expected)
        #expect(HTMLEscaping().escapeText(text) == String(expected.dropFirst().dropLast()))
    }

    /// Where the library's per-`Character` escaper leaves the quote: `"` U+0301 is one `Character`.
    @Test func aQuoteCarryingACombiningMarkCannotEndAnAttribute() throws {
        HTMLEscaping.register()
        let hostile = "\"\u{301} onmouseover=alert(1) x=\""
        let ours = try MustacheTemplate(string: "{{% CONTENT_TYPE: HTML }}<a title=\"{{text}}\">")
        #expect(ours.render(["text": hostile]) == "<a title=\"&quot;\u{301} onmouseover=alert(1) x=&quot;\">")
        #expect("'\u{301}<\u{301}&\u{301}".attributeEscaped == "&#39;\u{301}&lt;\u{301}&amp;\u{301}")
    }

    @Test func textWithoutSpecialCharactersIsReturnedAsItIs() {
        #expect(HTMLEscaping().escapeText("2026-11-21T12:00:00Z") == "2026-11-21T12:00:00Z")
        #expect(HTMLEscaping().escapeText("<") == "&lt;")
    }
}

