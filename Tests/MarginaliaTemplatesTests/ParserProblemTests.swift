import MarginaliaTemplates
import Testing

@Suite("Syntax problems, each with its place")
struct ParserProblemTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let template: String
        let expected: [String]
        var testDescription: String { template.debugDescription }
    }

    @Test(arguments: [
        Case(
            template: "a\n  {{#isOpen}}\nb",
            expected: ["T/page.mustache:2:3: {{#isOpen}} is never closed; add {{/isOpen}}"]),
        Case(
            template: "{{#isOpen}}\n{{/b}}\n{{/isOpen}}",
            expected: [
                "T/page.mustache:2:1: {{/b}} does not close the open section {{#isOpen}}; close it with {{/isOpen}} first"
            ]),
        Case(template: "x {{/a}}", expected: ["T/page.mustache:1:3: {{/a}} closes no open section"]),
        Case(
            template: "{{#isOpen}}{{#title}}{{/isOpen}}",
            expected: ["T/page.mustache:1:12: {{#title}} is never closed; add {{/title}}"]),
        Case(
            template: "ab\n{{=<% =}}",
            expected: [
                "T/page.mustache:2:1: {{=<%=}} does not set delimiters: give two delimiters without spaces or '=', as in {{=<% %>=}}"
            ]),
        Case(template: "x\n y {{title\nz", expected: ["T/page.mustache:2:4: this tag is never closed with }}"]),
        Case(template: "{{! never ends", expected: ["T/page.mustache:1:1: this tag is never closed with }}"]),
        Case(template: "é {{}}", expected: ["T/page.mustache:1:3: this tag names nothing"]),
        Case(
            template: "{{>*name}}",
            expected: [
                "T/page.mustache:1:1: {{>*name}}: dynamic partial names are not supported; name the partial itself"
            ]),
        Case(
            template: "{{#count}}\n{{/y}}\n{{z",
            expected: [
                "T/page.mustache:1:1: {{#count}} is never closed; add {{/count}}",
                "T/page.mustache:2:1: {{/y}} does not close the open section {{#count}}; close it with {{/count}} first",
                "T/page.mustache:3:1: this tag is never closed with }}",
            ]),
        Case(
            template: "{{=<% %>=}}\n<%#isOpen%>\n<%/isOpen%>\n<%/x%>",
            expected: [
                "T/page.mustache:4:1: {{/x}} closes no open section"
            ]),
    ])
    func reportsEveryProblemWithLineAndColumn(_ test: Case) {
        #expect(problems(["page": test.template]) == test.expected)
    }

    @Test func unknownPartialsAndParentsSuggestTheNearestTemplate() {
        let found = problems([
            "page": "{{>partials/comentcell}}\n{{<layot}}{{/layot}}",
            "partials/comment-cell": "",
            "layout": "",
        ])
        #expect(
            found == [
                "T/page.mustache:1:1: {{>partials/comentcell}} names no template in this theme; did you mean partials/comment-cell?",
                "T/page.mustache:2:1: {{<layot}} names no template in this theme; did you mean layout?",
            ])
    }

    @Test func problemsInSeveralFilesComeTogether() {
        let found = problems(["page": "{{#tags}}", "other": "{{/b}}"])
        #expect(
            found == [
                "T/other.mustache:1:1: {{/b}} closes no open section",
                "T/page.mustache:1:1: {{#tags}} is never closed; add {{/tags}}",
            ])
    }

    @Test func aRootWithoutItsTemplateIsAProblem() {
        #expect(throws: TemplateLoadError.self) { try library(["other": "x"]) }
        #expect(problems(["other": "x"]) == ["T/page.mustache:1:1: the theme has no template page"])
    }

    @Test func lambdasAreDeclinedWhereTheTemplateNamesThem() {
        let root = TemplateRoot("page", TemplateValue.self, lambdas: ["shout"])
        #expect {
            try TemplateLibrary(templates: ["page": "a\n  {{#shout}}x{{/shout}}"], roots: [root], origin: "T")
        } throws: { error in
            (error as? TemplateLoadError)?.description
                == "T/page.mustache:2:3: {{shout}} names a lambda; templates here do not run code from data (give the value a view model field)"
        }
    }
}
