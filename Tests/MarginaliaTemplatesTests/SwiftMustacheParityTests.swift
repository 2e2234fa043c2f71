import MarginaliaTemplates
import Testing

/// Outputs recorded from swift-mustache 2.1.1 (the engine the themes were written for), for the
/// whitespace and truthiness behaviours themes rely on: pragma lines, standalone tags, `""` and
/// `0` being truthy, `{{.name}}`, CRLF, partial indentation.
@Suite("Behaviours kept from swift-mustache")
struct SwiftMustacheParityTests {
    static let data: TemplateValue = object([
        "title": .text("A & B"), "empty": .text(""), "zero": .integer(0), "yes": .flag(true), "no": .flag(false),
        "items": .list(TemplateList([object(["name": .text("one")]), object(["name": .text("<two>")])])),
        "page": object(["title": .text("inner"), "url": .text("https://x/?a=1&b=2")]),
    ])

    static func object(_ fields: [String: TemplateValue]) -> TemplateValue {
        .object(TemplateObject(SpecObject(fields: fields)))
    }

    @Test(arguments: [
        ("{{% CONTENT_TYPE: HTML }}\n<p>{{title}}</p>\n", "<p>A &amp; B</p>\n"),
        ("<?xml version=\"1.0\"?>\n{{% CONTENT_TYPE: HTML }}\n<a/>\n", "<?xml version=\"1.0\"?>\n<a/>\n"),
        ("  {{% CONTENT_TYPE: HTML }}  \nx\n", "x\n"),
        ("a{{% CONTENT_TYPE: HTML }}b\n", "ab\n"),
        (
            "<ul>\n{{#items}}\n  <li>{{name}}</li>\n{{/items}}\n</ul>\n",
            "<ul>\n  <li>one</li>\n  <li>&lt;two&gt;</li>\n</ul>\n"
        ),
        ("<p>{{#yes}}\nyes{{/yes}}\n{{^no}}no{{/no}}</p>\n", "<p>\nyes\nno</p>\n"),
        ("{{#empty}}[{{.}}]{{/empty}}{{#zero}}[{{.}}]{{/zero}}\n", "[][0]\n"),
        (
            "{{#page}}{{#.url}}<a href=\"{{.}}\">{{title}}</a>{{/.url}}{{/page}}\n",
            "<a href=\"https://x/?a=1&amp;b=2\">inner</a>\n"
        ),
        ("{{! a comment\n    over lines }}\n<b>{{{title}}}</b>\n", "<b>A & B</b>\n"),
        ("x\r\n{{#yes}}\r\ny\r\n{{/yes}}\r\n", "x\r\ny\r\n"),
        ("</div>{{#yes}}\n<span>{{title}}</span>{{/yes}}\n<p>\n", "</div>\n<span>A &amp; B</span>\n<p>\n"),
        (
            "{{#items}}{{>cell}}{{/items}}|{{#items}}\n  {{>cell}}\n{{/items}}\n",
            "<one>\n<&lt;two&gt;>\n|\n  <one>\n\n  <&lt;two&gt;>\n"
        ),
    ])
    func rendersLikeSwiftMustache(_ template: String, _ expected: String) throws {
        let root = TemplateRoot("t", TemplateValue.self)
        let library = try TemplateLibrary(
            templates: ["t": template, "cell": "<{{name}}>\n"], roots: [root], origin: "T")
        #expect(library.render(Self.data, template: "t") == expected)
    }
}
