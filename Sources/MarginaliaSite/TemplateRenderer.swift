import Foundation
import Mustache

/// The theme's Mustache templates, loaded once per build and rendered from any task.
struct TemplateRenderer: Sendable {
    /// The templates every theme must provide.
    static let requiredTemplates = [
        "layout", "home", "post", "friends", "friend", "404", "feed", "sitemap",
        "partials/comment-cell", "partials/friend-cell",
    ]

    let library: MustacheLibrary
    /// The folder, for messages.
    let directory: String

    /// Loads every `*.mustache` below `directory`.
    static func load(directory: String) async throws(SiteError) -> TemplateRenderer {
        guard FileManager.default.fileExists(atPath: directory) else {
            throw .template(TemplateProblem(file: directory, message: "the templates folder does not exist"))
        }
        let library: MustacheLibrary
        HTMLEscaping.register()
        do {
            library = try await MustacheLibrary(directory: directory)
        } catch let error as MustacheLibrary.ParserError {
            throw .template(TemplateProblem(
                file: error.filename, line: error.context.lineNumber, column: error.context.columnNumber,
                message: "\(error.error) in “\(error.context.line.trimmingCharacters(in: .whitespaces))”"
            ))
        } catch {
            throw .template(TemplateProblem(file: directory, message: "\(error)"))
        }
        for name in requiredTemplates where library.getTemplate(named: name) == nil {
            throw .template(TemplateProblem(file: "\(directory)/\(name).mustache", message: "this template is missing"))
        }
        return TemplateRenderer(library: library, directory: directory)
    }

    /// Renders a required template with a view model (or a `PageContext`).
    func render<Model: MustacheParent & Sendable>(_ model: Model, template name: String) -> String {
        // `load` checked that every required template exists.
        library.render(TemplateReference(model), withTemplate: name) ?? ""
    }
}
