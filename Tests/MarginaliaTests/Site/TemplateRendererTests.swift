import Foundation
import Testing

@testable import MarginaliaSite

/// Loading a theme checks every template against the view models before anything is rendered,
/// and reports every problem at once, each with its place.
@Suite("Loading the templates")
struct TemplateRendererTests {
    /// A copy of the default theme in a temporary folder, with some templates edited.
    struct EditedTheme {
        let directory: TemporaryDirectory
        var path: String { directory.path("Templates") }

        init(_ edits: [String: (String) -> String]) throws {
            directory = try TemporaryDirectory()
            try FileManager.default.copyItem(atPath: PackagePaths.templates, toPath: path)
            for (name, edit) in edits {
                let file = "\(path)/\(name).mustache"
                try Data(edit(try String(contentsOfFile: file, encoding: .utf8)).utf8).write(
                    to: URL(fileURLWithPath: file))
            }
        }

        /// The problems loading the theme reports; none if it loads.
        func problems() async -> [TemplateProblem] {
            await TemplateRendererTests.problems(loading: path)
        }
    }

    static func problems(loading templates: String) async -> [TemplateProblem] {
        do {
            _ = try await TemplateRenderer.load(directory: templates)
            return []
        } catch {
            guard case .template(let problems) = error else { return [TemplateProblem(file: "", message: "\(error)")] }
            return problems
        }
    }

    @Test("the bundled themes load", arguments: ["Templates", "Benchmarks/hugo-equivalent-theme"])
    func bundledThemesLoad(theme: String) async {
        #expect(await Self.problems(loading: PackagePaths.root.appendingPathComponent(theme).path) == [])
    }

    @Test func aTemplateThatDoesNotParseIsNamedWithItsLineAndColumn() async throws {
        let theme = try EditedTheme(["partials/comment-cell": { _ in "<li>\n  {{#replies}}{{/reply}}\n" }])
        let file = theme.path + "/partials/comment-cell.mustache"
        #expect(
            await theme.problems() == [
                TemplateProblem(
                    file: file, line: 2, column: 3, message: "{{#replies}} is never closed; add {{/replies}}"),
                TemplateProblem(
                    file: file, line: 2, column: 15,
                    message: "{{/reply}} does not close the open section {{#replies}}; close it with {{/replies}} first"
                ),
            ])
    }

    @Test func aMisspeltNameIsNamedWithTheNearestDeclaredOne() async throws {
        let theme = try EditedTheme([
            "partials/comment-cell": { $0.replacingOccurrences(of: "{{postedRelative}}", with: "{{postedRelatve}}") }
        ])
        let found = await theme.problems()
        #expect(found.count == 1)
        #expect(found.first?.file == theme.path + "/partials/comment-cell.mustache")
        #expect(found.first?.line == 17 && found.first?.column == 138)
        #expect(found.first?.message.hasPrefix("{{postedRelatve}} names nothing") == true)
        #expect(found.first?.message.hasSuffix("; did you mean postedRelative?") == true)
    }

    @Test func textCannotBeWrittenUnescaped() async throws {
        let theme = try EditedTheme([
            "partials/comment-cell": {
                $0.replacingOccurrences(
                    of: "<bdi class=\"p-name\">{{displayName}}", with: "<bdi class=\"p-name\">{{{displayName}}}")
            }
        ])
        let found = await theme.problems()
        // The name is written twice: linked for a friend, plain for a stranger.
        #expect(found.map(\.line) == [12, 12])
        #expect(found.first?.message.hasPrefix("{{{displayName}}} writes text unescaped") == true)
    }

    @Test func anUnknownPartialIsNamedWithTheNearestTemplate() async throws {
        let theme = try EditedTheme([
            "post": { $0.replacingOccurrences(of: "{{>partials/comment-cell}}", with: "{{>partials/comentcell}}") }
        ])
        #expect(
            await theme.problems() == [
                TemplateProblem(
                    file: theme.path + "/post.mustache", line: 40, column: 5,
                    message:
                        "{{>partials/comentcell}} names no template in this theme; did you mean partials/comment-cell?"
                )
            ])
    }

    @Test func everyProblemOfAThemeIsReportedAtOnce() async throws {
        let theme = try EditedTheme([
            "post": { $0.replacingOccurrences(of: "{{>partials/comment-cell}}", with: "{{>partials/comentcell}}") },
            "friend": { $0.replacingOccurrences(of: "{{fullName}}", with: "{{fulName}}") },
            "home": { $0 + "{{#oops}}\n" },
        ])
        let files = await theme.problems().map { URL(fileURLWithPath: $0.file).lastPathComponent }
        #expect(Set(files) == ["post.mustache", "friend.mustache", "home.mustache"])
    }
}
