import Mustache
import Testing
@testable import MarginaliaSite

/// Text from the bindings reaches swift-mustache as `TemplateText`; it must print, escape and
/// open sections exactly as a `String` does.
@Suite("Text handed to the templates")
struct TemplateTextTests {
    /// A model whose only text is "<b>&" and whose nested section value is a URL.
    struct Model: MustacheParent, Sendable {
        func child(named name: String) -> Any? {
            switch name {
            case "name": "<b>&"
            case "url": "https://example.org/?a=1&b=2"
            case "missing": nil as String?
            default: nil
            }
        }
    }

    @Test("prints, escapes and opens sections as a String would", arguments: [
        ("{{name}}", "&lt;b&gt;&amp;"),
        ("{{{name}}}", "<b>&"),
        ("{{#.url}}<a href=\"{{.}}\">{{name}}</a>{{/.url}}", "<a href=\"https://example.org/?a=1&amp;b=2\">&lt;b&gt;&amp;</a>"),
        ("{{^.url}}none{{/.url}}", ""),
        ("{{#.missing}}x{{/.missing}}{{^.missing}}none{{/.missing}}", "none"),
        ("{{#.url}}{{.name}}{{/.url}}", ""),
    ])
    func rendersLikeAString(template: String, expected: String) throws {
        HTMLEscaping.register()
        let page = try MustacheTemplate(string: "{{% CONTENT_TYPE: HTML }}" + template)
        #expect(page.render(TemplateReference(Model())) == expected)
        let plain: [String: Any] = ["name": "<b>&", "url": "https://example.org/?a=1&b=2"]
        #expect(page.render(plain) == expected)
    }
}
