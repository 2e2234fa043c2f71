import MarginaliaTemplates
import Testing

/// The rules a theme rendered with declared models keeps beyond names: no text written
/// unescaped in any way, no parent that extends itself, no block a parent lacks, nothing dropped
/// from a parent call, no flag printed, no unknown pragma, no nesting past the limit.
@Suite("Theme rules")
struct ThemeRulesTests {
    static let unescaped =
        "writes text unescaped; only trusted HTML may be written unescaped (use {{.}}, or declare it as html)"

    @Test func theTopOfTheStackIsTextInsideASectionOverText() {
        #expect(
            problems(["page": "{{#title}}{{{.}}}{{/title}}\n{{#tags}}{{&.}}{{/tags}}"]) == [
                "T/page.mustache:1:11: {{{.}}} \(Self.unescaped)",
                "T/page.mustache:2:10: {{{.}}} \(Self.unescaped)",
            ])
    }

    @Test func trustedHTMLAndNumbersOnTopMayBeWrittenUnescaped() {
        #expect(
            problems(["page": "{{#bodyHTML}}{{{.}}}{{/bodyHTML}}{{#count}}{{&.}}{{/count}}{{#title}}{{.}}{{/title}}"])
                == [])
    }

    @Test func textOnTopReachesPartialsBlocksInvertedSectionsAndNestedSections() {
        #expect(
            problems([
                "page": "{{#title}}{{>raw}}{{/title}}",
                "raw": "{{{.}}}",
            ]) == ["T/raw.mustache:1:1: {{{.}}} \(Self.unescaped)"])
        #expect(
            problems([
                "layout": "{{#title}}{{$b}}{{/b}}{{/title}}",
                "page": "{{<layout}}{{$b}}{{&.}}{{/b}}{{/layout}}",
            ]) == ["T/page.mustache:1:18: {{{.}}} \(Self.unescaped)"])
        #expect(
            problems(["page": "{{#title}}{{^isOpen}}{{{.}}}{{/isOpen}}{{/title}}"]) == [
                "T/page.mustache:1:22: {{{.}}} \(Self.unescaped)"
            ])
        #expect(
            problems(["page": "{{#comments}}{{#text}}{{#isOpen}}{{&.}}{{/isOpen}}{{/text}}{{/comments}}"]) == [
                "T/page.mustache:1:34: {{{.}}} \(Self.unescaped)"
            ])
    }

    @Test func dottedAndTopOnlyNamesOfTextAreTextToo() {
        #expect(
            problems(["page": "{{{author.name}}}{{#author}}{{&.name}}{{/author}}"]) == [
                "T/page.mustache:1:1: {{{author.name}}} writes text unescaped; only trusted HTML may be written unescaped (use {{author.name}}, or declare it as html)",
                "T/page.mustache:1:29: {{{.name}}} writes text unescaped; only trusted HTML may be written unescaped (use {{.name}}, or declare it as html)",
            ])
    }

    @Test func aParentThatExtendsItselfNamesTheCycle() {
        #expect(
            problems([
                "page": "{{<layout}}{{/layout}}",
                "layout": "<main>{{$main}}{{/main}}</main>\n{{<layout}}{{$x}}{{/x}}{{/layout}}",
            ]) == [
                "T/layout.mustache:2:1: layout extends itself (layout → layout): rendering it would never end; a parent must not extend a template that extends it"
            ])
        #expect(
            problems([
                "page": "{{<a}}{{/a}}",
                "a": "{{$x}}{{/x}}{{<b}}{{/b}}",
                "b": "{{#isOpen}}{{<c}}{{/c}}{{/isOpen}}",
                "c": "{{<a}}{{$x}}y{{/x}}{{/a}}",
            ]) == [
                "T/a.mustache:1:13: a extends itself (a → b → c → a): rendering it would never end; a parent must not extend a template that extends it",
                "T/b.mustache:1:12: b extends itself (b → c → a → b): rendering it would never end; a parent must not extend a template that extends it",
                "T/c.mustache:1:1: c extends itself (c → a → b → c): rendering it would never end; a parent must not extend a template that extends it",
            ])
    }

    @Test func aPartialThatCallsItsParentWithMoreBlocksIsStillEndless() {
        // Each round adds the block `x` again, which changes nothing: the first one wins.
        #expect(
            problems([
                "page": "{{<layout}}{{/layout}}",
                "layout": "{{>p}}",
                "p": "{{<layout}}{{$x}}{{/x}}{{/layout}}",
            ]) == ["T/p.mustache:1:1: \(endless("layout → p → layout"))"])
    }

    @Test func aRecursionThroughAParentOverNewDataIsFine() throws {
        let templates = [
            "page": "{{#comments}}{{>cell}}{{/comments}}",
            "cell": "{{<frame}}{{$body}}{{text}}{{#replies}}{{>cell}}{{/replies}}{{/body}}{{/frame}}",
            "frame": "<div>{{$body}}{{/body}}</div>",
        ]
        let page = TestPage(
            title: "", comments: [TestComment(text: "a", replies: [TestComment(text: "b")])])
        #expect(try library(templates).render(page, template: "page") == "<div>a<div>b</div></div>")
    }

    @Test func aBlockTheParentDoesNotHaveIsNamedWithTheNearestOne() {
        #expect(
            problems([
                "page": "{{<layout}}\n{{$mian}}x{{/mian}}\n{{$other}}{{/other}}\n{{/layout}}",
                "layout": "<main>{{$main}}{{/main}}</main>",
            ]) == [
                "T/page.mustache:2:1: {{$mian}} is not a block of layout, so its content is never written; did you mean main?",
                "T/page.mustache:3:1: {{$other}} is not a block of layout, so its content is never written; layout must have a {{$other}}…{{/other}} for it to fill",
            ])
    }

    @Test func blocksOfWhatTheParentIncludesOrExtendsCount() {
        #expect(
            problems([
                "page": "{{<middle}}{{$title}}t{{/title}}{{$main}}m{{/main}}{{/middle}}",
                "middle": "{{<layout}}{{/layout}}",
                "layout": "{{>head}}{{$main}}{{/main}}",
                "head": "<h1>{{$title}}{{/title}}</h1>",
            ]) == [])
    }

    @Test func contentOutsideTheBlocksOfAParentCallIsReported() {
        #expect(
            problems([
                "page": "{{<layout}}\n  {{! a comment }}\n\n  oops\n{{$main}}x{{/main}} {{title}}\n{{/layout}}",
                "layout": "{{$main}}{{/main}}",
            ]) == [
                "T/page.mustache:4:3: this is inside {{<layout}} but outside every block, so it is never written; move it into a block ({{$name}}…{{/name}}) or out of the parent call",
                "T/page.mustache:5:21: this is inside {{<layout}} but outside every block, so it is never written; move it into a block ({{$name}}…{{/name}}) or out of the parent call",
            ])
    }

    @Test func dynamicRootsKeepTheSpecRules() throws {
        // The spec drops what stands outside blocks, and lets a block name nothing.
        let root = TemplateRoot("page", TemplateValue.self)
        let library = try TemplateLibrary(
            templates: ["page": "{{<layout}} dropped {{$nope}}{{/nope}}{{/layout}}", "layout": "L"], roots: [root],
            origin: "T")
        #expect(library.render(TemplateValue.nothing, template: "page") == "L")
    }

    @Test func aFlagPrintedAsTextIsReported() {
        #expect(
            problems(["page": "{{isOpen}}\n{{#comments}}{{{hasReplies}}}{{/comments}}"]) == [
                "T/page.mustache:1:1: {{isOpen}} is a flag and would print true or false; show content when it is set with {{#isOpen}}…{{/isOpen}}",
                "T/page.mustache:2:14: {{hasReplies}} is a flag and would print true or false; show content when it is set with {{#hasReplies}}…{{/hasReplies}}",
            ])
    }

    @Test func onlyTheContentTypePragmaIsKnown() {
        #expect(problems(["page": "{{% CONTENT_TYPE: HTML }}\n{{%CONTENT_TYPE:HTML}}x"]) == [])
        #expect(
            problems(["page": "{{% CONTENT_TYPE: TEXT }}\n  {{%FOO}}"]) == [
                "T/page.mustache:1:1: {{%CONTENT_TYPE: TEXT}} is not a pragma this engine knows; the only one is {{% CONTENT_TYPE: HTML }}, which changes nothing here",
                "T/page.mustache:2:3: {{%FOO}} is not a pragma this engine knows; the only one is {{% CONTENT_TYPE: HTML }}, which changes nothing here",
            ])
    }

    @Test func aTemplateNothingReachesIsAWarning() throws {
        let loaded = try library(["page": "{{>used}}", "used": "", "partials/old": "{{title}}"])
        #expect(
            loaded.warnings.map(\.description) == [
                "T/partials/old.mustache:1:1: no page, partial or parent reaches partials/old, so nothing uses it; include it, or remove the file"
            ])
        #expect(try library(["page": "{{>used}}", "used": ""]).warnings.isEmpty)
    }

    @Test func nestingPastTheLimitIsALoadProblem() {
        let limit = TemplateLimits.maximumNesting
        let deep =
            String(repeating: "{{#isOpen}}", count: limit + 1) + String(repeating: "{{/isOpen}}", count: limit + 1)
        #expect(
            problems(["page": deep]) == [
                "T/page.mustache:1:\(limit * 11 + 1): this is nested more than \(limit) sections, blocks, partials and parents deep; a theme needs far fewer"
            ])
        // A chain of partials, each fine on its own.
        var chain = ["page": "{{>p0}}"]
        for index in 0..<limit { chain["p\(index)"] = "{{>p\(index + 1)}}" }
        chain["p\(limit)"] = "end"
        #expect(
            problems(chain) == [
                "T/p\(limit - 1).mustache:1:1: this is nested more than \(limit) sections, blocks, partials and parents deep; a theme needs far fewer"
            ])
    }

    @Test func aListRepeatedInsideItselfIsReported() {
        #expect(
            problems([
                "page": "{{#tags}}{{#tags}}x{{/tags}}{{/tags}}\n{{#comments}}{{>cell}}{{/comments}}",
                "cell": "{{#replies}}{{>cell}}{{/replies}}{{#isOpen}}{{#comments}}{{/comments}}{{/isOpen}}",
            ]) == [
                "T/cell.mustache:1:45: {{#comments}} repeats a list inside its own repetition, so the page grows as its length to the power of the nesting; use the element on top ({{.}} or its fields) instead",
                "T/page.mustache:1:10: {{#tags}} repeats a list inside its own repetition, so the page grows as its length to the power of the nesting; use the element on top ({{.}} or its fields) instead",
            ])
    }

    @Test func aThemePastTheSizeLimitIsALoadProblem() {
        let large = String(repeating: "x", count: TemplateLimits.maximumThemeBytes + 1)
        #expect(
            problems(["page": large]) == ["T/page.mustache:1:1: the theme's templates are larger than 64 MiB together"])
    }
}
