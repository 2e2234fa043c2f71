import MarginaliaTemplates
import Testing

@Suite("Templates checked against the declared models")
struct CheckerTests {
    @Test func aTypoNamesTheScopeAndTheNearestName() {
        let found = problems([
            "page": "{{#comments}}\n<li>{{>cell}}</li>\n{{/comments}}",
            "cell": "<p>\n  <b>{{textt}}</b>\n</p>",
        ])
        #expect(
            found == [
                "T/cell.mustache:2:6: {{textt}} names nothing a test comment or a test page can answer; did you mean text?"
            ])
    }

    @Test func recursivePartialsAreCheckedOnceAndTerminate() {
        let found = problems([
            "page": "{{#comments}}{{>cell}}{{/comments}}",
            "cell": "{{text}}{{#replies}}{{>cell}}{{/replies}}{{titel}}",
        ])
        #expect(
            found == [
                "T/cell.mustache:1:42: {{titel}} names nothing a test comment or a test page can answer; did you mean title?"
            ])
    }

    @Test func aPartialThatIncludesItselfWithTheSameDataIsEndless() {
        let found = problems([
            "page": "{{>cell}}",
            "cell": "{{#comments}}{{>cell}}{{/comments}}\n{{#isOpen}}\n  {{>cell}}\n{{/isOpen}}",
        ])
        // `{{#comments}}` inside a comment is the page's list again (repeated inside its own
        // repetition, which is reported first); `isOpen` pushes nothing.
        #expect(
            found == [
                "T/cell.mustache:1:1: \(listInsideItself("comments"))",
                "T/cell.mustache:3:3: \(endless("cell → cell"))",
            ])
    }

    @Test func aPartialThatRepeatsTheListItIsRepeatedByIsReported() {
        // Inside a comment, `comments` is the page's list again: the recursion would never end,
        // and each level would repeat the whole list.
        #expect(
            problems([
                "page": "{{#comments}}{{>cell}}{{/comments}}",
                "cell": "{{text}}\n{{#replies}}{{>cell}}{{/replies}}\n{{#comments}}{{>cell}}{{/comments}}",
            ]) == [
                "T/cell.mustache:3:1: \(listInsideItself("comments"))"
            ])
    }

    @Test func aRecursionThatFindsTheSameObjectFurtherDownIsEndless() {
        // The first step goes deeper (comment → author); the next finds the same author again.
        #expect(
            problems([
                "page": "{{#comments}}{{>cell}}{{/comments}}",
                "cell": "{{#author}}{{>cell}}{{/author}}",
            ]) == [
                "T/cell.mustache:1:12: \(endless("cell → cell"))"
            ])
    }

    @Test func anEndlessRecursionThroughDynamicDataStopsWithoutATrap() throws {
        // A dynamic flag pushes nothing, which the checker cannot know; rendering stops at its
        // nesting limit, with the output cut, instead of overflowing the stack or trapping.
        let root = TemplateRoot("page", TemplateValue.self)
        let library = try TemplateLibrary(
            templates: ["page": "{{>cell}}", "cell": "x{{#on}}{{>cell}}{{/on}}"], roots: [root], origin: "T")
        let data = TemplateValue.object(TemplateObject(SpecObject(fields: ["on": .flag(true)])))
        let rendered = library.render(data, template: "page")
        #expect(rendered.count > 10 && rendered.count < 1000 && rendered.allSatisfy { $0 == "x" })
    }

    @Test func dottedNamesResolveLaterSegmentsInTheDeclaredType() {
        #expect(
            problems(["page": "{{author.name}}{{author.nmae}}"]) == [
                "T/page.mustache:1:16: {{author.nmae}} names nothing a test author can answer; did you mean name?"
            ])
        #expect(
            problems(["page": "{{title.length}}"]) == [
                "T/page.mustache:1:1: {{title.length}} names nothing a plain value can answer"
            ])
    }

    @Test func aLeadingDotChecksTheTopFrameOnly() {
        #expect(
            problems(["page": "{{#comments}}{{title}}{{.count}}{{/comments}}"]) == [
                "T/page.mustache:1:23: {{.count}} names nothing a test comment can answer"
            ])
    }

    @Test func sectionsPushTheirDeclaredTypes() {
        #expect(
            problems([
                "page": "{{#author}}{{name}}{{title}}{{/author}}{{#isOpen}}{{count}}{{/isOpen}}{{#tags}}{{.}}{{/tags}}"
            ]) == [])
        #expect(
            problems(["page": "{{#author}}{{text}}{{/author}}"]) == [
                "T/page.mustache:1:12: {{text}} names nothing a test author or a test page can answer"
            ])
    }

    @Test func onlyTrustedHTMLMayBeWrittenUnescaped() {
        #expect(problems(["page": "{{{bodyHTML}}}{{&bodyHTML}}{{{count}}}"]) == [])
        #expect(
            problems(["page": "{{{title}}}\n{{& subtitle }}"]) == [
                "T/page.mustache:1:1: {{{title}}} writes text unescaped; only trusted HTML may be written unescaped (use {{title}}, or declare it as html)",
                "T/page.mustache:2:1: {{{subtitle}}} writes text unescaped; only trusted HTML may be written unescaped (use {{subtitle}}, or declare it as html)",
            ])
    }

    @Test func listsAndObjectsPrintNothing() {
        #expect(
            problems(["page": "{{comments}}\n{{tags}}\n{{author}}\n{{#comments}}{{.}}{{/comments}}"]) == [
                "T/page.mustache:1:1: {{comments}} is a list and prints nothing; repeat content for each element with {{#comments}}…{{/comments}}",
                "T/page.mustache:2:1: {{tags}} is a list and prints nothing; repeat content for each element with {{#tags}}…{{/tags}}",
                "T/page.mustache:3:1: {{author}} is an object and prints nothing; print one of its fields, as in {{author.field}}",
                "T/page.mustache:4:14: {{.}} is an object and prints nothing; print one of its fields, as in {{field}}",
            ])
    }

    @Test func blocksAreCheckedWhereTheyExpand() {
        let found = problems([
            "layout": "<main>{{#comments}}{{$main}}{{/main}}{{/comments}}</main>",
            "page": "{{<layout}}{{$main}}{{text}}{{count}}{{titel}}{{/main}}{{/layout}}",
        ])
        #expect(
            found == [
                "T/page.mustache:1:38: {{titel}} names nothing a test comment or a test page can answer; did you mean title?"
            ])
    }

    @Test func dynamicRootsAreNotChecked() throws {
        let root = TemplateRoot("page", TemplateValue.self)
        let library = try TemplateLibrary(
            templates: ["page": "{{anything.at.all}}{{>missing}}"], roots: [root], origin: "T")
        #expect(library.render(TemplateValue.nothing, template: "page") == "")
    }

    @Test func templatesNoRootReachesStillNeedTheirPartials() {
        #expect(
            problems(["page": "", "unused": "{{>gone}}"]) == [
                "T/unused.mustache:1:1: {{>gone}} names no template in this theme"
            ])
    }
}

/// The message of an endless recursion through `cycle` ("a → b → a").
func endless(_ cycle: String) -> String {
    "this includes \(cycle.split(separator: " ").last ?? "") again with the same data on top (\(cycle)): rendering it would never end; include it inside a section over a list or object of the data on top"
}

/// The message of a list repeated inside its own repetition.
func listInsideItself(_ name: String) -> String {
    "{{#\(name)}} repeats a list inside its own repetition, so the page grows as its length to the power of the nesting; use the element on top ({{.}} or its fields) instead"
}
