import MarginaliaTemplates
import Testing

/// A model whose partials may be reused, and a page of them.
struct ReusedCell: TemplateModel, Equatable {
    var id: String
    var text: String
    var replies: [ReusedCell] = []

    static let templateFields = TemplateFields<ReusedCell>(
        [
            .text("id") { $0.id },
            .text("text") { $0.text },
            .list("replies", of: ReusedCell.self) { $0.replies },
        ], reusedBy: { $0.id })
}

struct ReusePage: TemplateModel {
    var heading: String
    var cells: [ReusedCell]

    static let templateFields = TemplateFields<ReusePage>([
        .text("heading") { $0.heading },
        .list("cells", of: ReusedCell.self) { $0.cells },
    ])
}

@Suite("Rendered partials kept for equal models")
struct RenderedPartialsTests {
    static let page = "{{#cells}}<li>{{>cell}}</li>{{/cells}}"
    static let cell = "{{text}}{{#replies}}[{{>cell}}]{{/replies}}"

    static func library(_ templates: [String: String], roots: [String] = ["page"]) throws -> TemplateLibrary {
        try TemplateLibrary(
            templates: templates, roots: roots.map { TemplateRoot($0, ReusePage.self) }, origin: "T")
    }

    /// `page` rendered alone, and rendered with `partials`.
    static func render(
        _ page: ReusePage, _ library: TemplateLibrary, template: String = "page",
        reusing partials: inout RenderedPartials
    ) -> (alone: String, reusing: String) {
        var bytes: [UInt8] = []
        library.render(page, template: template, into: &bytes, reusing: &partials)
        return (library.render(page, template: template), String(decoding: bytes, as: UTF8.self))
    }

    static let reply = ReusedCell(id: "r", text: "reply")
    static let first = ReusedCell(id: "a", text: "first", replies: [reply])
    static let second = ReusedCell(id: "b", text: "second")

    @Test func aPartialShownAgainForAnEqualModelIsCopied() throws {
        let library = try Self.library(["page": Self.page, "cell": Self.cell])
        var partials = RenderedPartials()
        let before = Self.render(ReusePage(heading: "", cells: [Self.first, Self.second]), library, reusing: &partials)
        #expect(before.reusing == before.alone)
        #expect(before.alone == "<li>first[reply]</li><li>second</li>")
        #expect(partials.copied == 0)
        #expect(partials.kept == 3)

        let after = Self.render(ReusePage(heading: "", cells: [Self.second, Self.first]), library, reusing: &partials)
        #expect(after.reusing == after.alone)
        #expect(after.alone == "<li>second</li><li>first[reply]</li>")
        #expect(partials.copied == 2)
        #expect(partials.kept == 3)
    }

    @Test func aModelWithTheSameKeyButOtherwiseDifferentIsRenderedAndItsEqualRepliesCopied() throws {
        let library = try Self.library(["page": Self.page, "cell": Self.cell])
        var partials = RenderedPartials()
        _ = Self.render(ReusePage(heading: "", cells: [Self.first]), library, reusing: &partials)
        var edited = Self.first
        edited.text = "edited"
        let after = Self.render(ReusePage(heading: "", cells: [edited]), library, reusing: &partials)
        #expect(after.reusing == "<li>edited[reply]</li>")
        #expect(after.reusing == after.alone)
        #expect(partials.copied == 1)
        #expect(partials.kept == 3)
    }

    /// A partial that may read something besides its model writes what that says, so it is
    /// never kept; one that reads only its model and what its sections push is.
    @Test(arguments: [
        ("{{heading}}: {{text}}", false),
        ("{{text}}{{#replies}}{{heading}}{{/replies}}", false),
        ("{{text}}{{#replies}}{{>outer}}{{/replies}}", false),
        ("{{<frame}}{{$b}}{{text}}{{/b}}{{/frame}}", false),
        ("{{#replies}}{{.text}}{{/replies}}{{^replies}}{{id}}{{/replies}}", true),
        ("{{#text}}{{.}}{{/text}}{{#replies}}{{#replies}}{{id}}{{/replies}}{{/replies}}", true),
    ])
    func onlySelfContainedPartialsAreKept(cell: String, isKept: Bool) throws {
        let templates = [
            "page": Self.page, "cell": cell, "outer": "{{heading}}", "frame": "<{{$b}}{{/b}}>",
        ]
        let library = try Self.library(templates)
        var partials = RenderedPartials()
        for heading in ["one", "two"] {
            let rendered = Self.render(ReusePage(heading: heading, cells: [Self.first]), library, reusing: &partials)
            #expect(rendered.reusing == rendered.alone)
        }
        #expect((partials.kept > 0) == isKept)
        #expect((partials.copied > 0) == isKept)
    }

    @Test func theIndentationWherePartialStandsIsPartOfTheMatch() throws {
        let templates = [
            "page": "{{#cells}}\n  {{>cell}}\n{{/cells}}",
            "deeper": "<div>\n{{#cells}}\n    {{>cell}}\n{{/cells}}\n</div>",
            "cell": "<p>{{text}}</p>\n{{#replies}}\n  {{>cell}}\n{{/replies}}\n",
        ]
        let library = try Self.library(templates, roots: ["page", "deeper"])
        var partials = RenderedPartials()
        let page = ReusePage(heading: "", cells: [Self.first, Self.second])
        for template in ["page", "deeper", "page", "deeper"] {
            let rendered = Self.render(page, library, template: template, reusing: &partials)
            #expect(rendered.reusing == rendered.alone)
        }
        #expect(partials.copied == 4)
    }

    /// Random threads over a few ids, some equal and some not, rendered in turn with one
    /// `RenderedPartials`: every render writes what it writes alone.
    @Test func randomThreadsRenderAsTheyDoAlone() throws {
        let library = try Self.library(["page": Self.page, "cell": Self.cell])
        var generator = RobustnessTests.Generator(state: 17)
        func cell(depth: Int) -> ReusedCell {
            let replies =
                depth < 3 ? (0..<Int.random(in: 0...2, using: &generator)).map { _ in cell(depth: depth + 1) } : []
            return ReusedCell(
                id: "c\(Int.random(in: 0..<4, using: &generator))", text: ["x", "y"].randomElement(using: &generator)!,
                replies: replies)
        }
        var partials = RenderedPartials()
        for _ in 0..<60 {
            let page = ReusePage(
                heading: "", cells: (0..<Int.random(in: 1...4, using: &generator)).map { _ in cell(depth: 0) })
            let rendered = Self.render(page, library, reusing: &partials)
            #expect(rendered.reusing == rendered.alone)
        }
        #expect(partials.copied > 0)
    }
}
