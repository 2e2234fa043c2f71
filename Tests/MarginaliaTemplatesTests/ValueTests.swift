import MarginaliaTemplates
import Testing

@Suite("Values, truthiness and the stack")
struct ValueTests {
    private func render(_ template: String, _ page: TestPage) throws -> String {
        try library(["page": template]).render(page, template: "page")
    }

    @Test func emptyTextAndZeroAreTruthyLikeSwiftMustache() throws {
        let page = TestPage(title: "", subtitle: "", count: 0)
        #expect(
            try render(
                "{{#title}}a{{/title}}{{#subtitle}}b{{/subtitle}}{{#count}}c{{/count}}{{^count}}d{{/count}}", page)
                == "abc")
    }

    @Test func aFlagSectionPushesNothingAndATextSectionPushesTheText() throws {
        let page = TestPage(title: "T", subtitle: "S & s")
        #expect(try render("{{#isOpen}}{{title}}{{/isOpen}}|{{#subtitle}}{{.}}{{/subtitle}}", page) == "T|S &amp; s")
        #expect(try render("{{#isOpen}}x{{/isOpen}}{{^isOpen}}y{{/isOpen}}", TestPage(title: "", isOpen: false)) == "y")
    }

    @Test func aDeclaredButAbsentValueIsFoundAndFalsy() throws {
        let page = TestPage(title: "page title", comments: [TestComment(text: "c")])
        #expect(try render("{{#comments}}[{{title}}]{{^title}}none{{/title}}{{/comments}}", page) == "[]none")
        #expect(
            try render("{{subtitle}}{{^subtitle}}no subtitle{{/subtitle}}{{count}}", TestPage(title: "", count: nil))
                == "no subtitle")
    }

    @Test func htmlGivenAsBytesIsWrittenAsItIsAndEscapedByDoubleBraces() throws {
        let page = TestPage(title: "", dataJSON: Array("é <&>".utf8))
        #expect(
            try render("{{{dataJSON}}}|{{dataJSON}}|{{#dataJSON}}{{{.}}}{{/dataJSON}}", page)
                == "é <&>|é &lt;&amp;&gt;|é <&>")
        #expect(try render("{{^dataJSON}}none{{/dataJSON}}", TestPage(title: "", dataJSON: [])) == "")
    }

    @Test func listsOfTextAndEmptyLists() throws {
        let page = TestPage(title: "", tags: ["a&b", "c"])
        #expect(
            try render("{{#tags}}<{{.}}>{{/tags}}{{^comments}}no comments{{/comments}}", page)
                == "<a&amp;b><c>no comments")
        #expect(try render("{{#tags}}x{{/tags}}{{^tags}}empty{{/tags}}", TestPage(title: "")) == "empty")
    }

    @Test func objectsBySectionAndByDottedName() throws {
        let page = TestPage(title: "", author: TestAuthor(name: "Ann"))
        #expect(try render("{{#author}}{{name}}/{{title}}{{/author}}{{author.name}}", page) == "Ann/Ann")
        #expect(
            try render("{{#author}}x{{/author}}{{^author}}nobody{{/author}}[{{author.name}}]", TestPage(title: ""))
                == "nobody[]")
    }

    @Test func dottedNamesReadTheObjectOfEachElement() throws {
        let comments = (0..<20).map { TestComment(text: "", author: $0 % 3 == 0 ? nil : TestAuthor(name: "a\($0)")) }
        let page = TestPage(title: "", comments: comments, author: TestAuthor(name: "page"))
        // An absent author is found (and empty): the page's author is not looked up.
        let expected = (0..<20).map { $0 % 3 == 0 ? "[]" : "[a\($0)]" }.joined()
        #expect(try render("{{#comments}}[{{author.name}}]{{/comments}}", page) == expected)
        #expect(
            try render(
                "{{#comments}}[{{#author}}{{name}}{{/author}}{{^author}}{{author.name}}{{/author}}]{{/comments}}", page)
                == expected)
    }

    @Test(arguments: [
        (0, "0"), (42, "42"), (-7, "-7"), (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808"),
    ])
    func numbersPrintLikeStringDescribing(_ number: Int, _ expected: String) throws {
        #expect(try render("{{count}}", TestPage(title: "", count: number)) == expected)
    }

    @Test func rawHTMLIsWrittenAsItIs() throws {
        #expect(try render("{{{bodyHTML}}}|{{bodyHTML}}", TestPage(title: "")) == "<p>Hi</p>|&lt;p&gt;Hi&lt;/p&gt;")
    }

    @Test func theContentTypePragmaIsAcceptedAndItsLineRemoved() throws {
        #expect(try render("{{% CONTENT_TYPE: HTML }}\n<p>{{title}}</p>\n", TestPage(title: "x")) == "<p>x</p>\n")
        #expect(try render("a{{%CONTENT_TYPE:HTML}}b", TestPage(title: "x")) == "ab")
    }

    @Test func layoutsFillTheirBlocksInTheContextOfTheExpansion() throws {
        let templates = [
            "layout": "<title>{{title}}</title>\n{{$head}}{{/head}}\n<main>\n{{$main}}default{{/main}}\n</main>\n",
            "page":
                "{{% CONTENT_TYPE: HTML }}\n{{<layout}}\n{{$main}}\n{{#comments}}\n<p>{{text}}</p>\n{{/comments}}\n{{/main}}\n{{/layout}}\n",
        ]
        let page = TestPage(title: "T", comments: [TestComment(text: "a"), TestComment(text: "b")])
        #expect(
            try library(templates).render(page, template: "page")
                == "<title>T</title>\n\n<main>\n<p>a</p>\n<p>b</p>\n\n</main>\n")
    }

    @Test func rendersIntoAnExistingBuffer() throws {
        var output = Array("<!-- -->".utf8)
        try library(["page": "{{title}}"]).render(TestPage(title: "x"), template: "page", into: &output)
        #expect(String(decoding: output, as: UTF8.self) == "<!-- -->x")
    }

    @Test func dynamicDataAnswersByName() throws {
        let root = TemplateRoot("page", TemplateValue.self)
        let library = try TemplateLibrary(
            templates: ["page": "{{#items}}{{name}}:{{price}} {{/items}}"], roots: [root], origin: "T")
        let item: (String, Double) -> TemplateValue = { name, price in
            .object(TemplateObject(SpecObject(fields: ["name": .text(name), "price": .decimal(price)])))
        }
        let data = TemplateValue.object(
            TemplateObject(SpecObject(fields: ["items": .list(TemplateList([item("a", 1.21), item("b<", 2)]))])))
        #expect(library.render(data, template: "page") == "a:1.21 b&lt;:2.0 ")
    }
}
