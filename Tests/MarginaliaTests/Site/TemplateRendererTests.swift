import Foundation
import MarginaliaViewModels
import Mustache
import Testing
@testable import MarginaliaSite

@Suite("Loading the templates")
struct TemplateRendererTests {
    /// A model that answers every name with text naming it.
    struct EchoModel: MustacheParent, Sendable {
        func child(named name: String) -> Any? { "<\(name)>" }
    }

    @Test func everyWorkerRendersTheSameTemplatesFromItsOwnCopy() async throws {
        let templates = try await TemplateRenderer.load(directory: PackagePaths.templates)
        let expected = templates.render(EchoModel(), template: "feed")
        #expect(expected.contains("&lt;title&gt;"))
        for worker in 0..<(renderingParallelism + 2) {
            #expect(templates.forWorker(worker).render(EchoModel(), template: "feed") == expected, "worker \(worker)")
        }
    }

    /// swift-mustache points at the closing tag's name.
    @Test func aTemplateThatDoesNotParseIsNamedWithItsLineAndColumn() async throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: PackagePaths.templates, toPath: directory.path("Templates"))
        try directory.write("<li>\n  {{#replies}}{{/reply}}\n", to: "Templates/partials/comment-cell.mustache")
        await #expect(throws: SiteError.template(TemplateProblem(
            file: directory.path("Templates") + "/partials/comment-cell.mustache", line: 2, column: 18,
            message: "sectionCloseNameIncorrect in “{{#replies}}{{/reply}}”"
        ))) {
            try await TemplateRenderer.load(directory: directory.path("Templates"))
        }
    }
}
