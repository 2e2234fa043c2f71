import MarginaliaTemplates
import Testing

@Suite("Rendering declared models")
struct RenderingTests {
    @Test func interpolatesAndEscapes() throws {
        let page = TestPage(title: "Tom & \"Jerry\" <3 'x'")
        #expect(
            try library(["page": "<h1>{{title}}</h1>"]).render(page, template: "page")
                == "<h1>Tom &amp; &quot;Jerry&quot; &lt;3 &#39;x&#39;</h1>")
    }

    @Test func aQuoteFollowedByACombiningMarkStaysEscaped() throws {
        let page = TestPage(title: "a\"\u{301} onmouseover=x")
        let html = try library(["page": "<a title=\"{{title}}\">"]).render(page, template: "page")
        #expect(html == "<a title=\"a&quot;\u{301} onmouseover=x\">")
    }

    @Test func listsRepeatAndNestRecursively() throws {
        let reply = TestComment(text: "b")
        let page = TestPage(title: "t", comments: [TestComment(text: "a", replies: [reply]), TestComment(text: "c")])
        let templates = [
            "page": "{{#comments}}{{>cell}}{{/comments}}",
            "cell": "[{{text}}{{#hasReplies}}({{#replies}}{{>cell}}{{/replies}}){{/hasReplies}}]",
        ]
        #expect(try library(templates).render(page, template: "page") == "[a([b])][c]")
    }
}
