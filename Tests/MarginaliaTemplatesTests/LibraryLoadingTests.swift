import Foundation
import MarginaliaTemplates
import Testing

@Suite("Loading a theme folder")
struct LibraryLoadingTests {
    private func makeTheme(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory.path
    }

    @Test func partialsAreNamedByTheirPathAndOtherFilesIgnored() throws {
        let directory = try makeTheme([
            "page.mustache": "{{#comments}}{{>partials/cell}}{{/comments}}",
            "partials/cell.mustache": "<{{text}}>",
            "assets/style.css": "{{ not a template",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let library = try TemplateLibrary(directory: directory, roots: [TemplateRoot("page", TestPage.self)])
        #expect(library.contains("partials/cell"))
        #expect(!library.contains("assets/style"))
        #expect(library.render(TestPage(title: "", comments: [TestComment(text: "a")]), template: "page") == "<a>")
    }

    @Test func problemsNameTheFileInsideTheFolder() throws {
        let directory = try makeTheme([
            "page.mustache": "{{>partials/cell}}", "partials/cell.mustache": "\n {{postedRelatve}}",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect {
            try TemplateLibrary(directory: directory, roots: [TemplateRoot("page", TestPage.self)])
        } throws: { error in
            (error as? TemplateLoadError)?.problems == [
                TemplateProblem(
                    file: directory + "/partials/cell.mustache", line: 2, column: 2,
                    kind: .unknownName(name: "postedRelatve", scope: "a test page", suggestion: nil))
            ]
        }
    }
}
