import Foundation
import Mustache

/// The theme's Mustache templates, loaded once per build and rendered from any task.
///
/// Each parallel worker renders with its own copy of the templates (`forWorker(_:)`), parsed
/// separately from the same text. swift-mustache retains and releases the strings and token lists
/// of a template as it renders; two cores doing that on the same objects keep taking the cache
/// lines of their reference counts from each other. With one shared copy, a 100,000-comment
/// build on 2 cores used 11 % more CPU than the same build pinned to one core; with one copy per
/// worker, 2 %.
struct TemplateRenderer: Sendable {
    /// The templates every theme must provide.
    static let requiredTemplates = [
        "layout", "home", "post", "friends", "friend", "404", "feed", "sitemap",
        "partials/comment-cell", "partials/friend-cell",
    ]

    /// One library per worker, parsed from the same files.
    private let libraries: [MustacheLibrary]
    /// The library `render` uses.
    private let worker: Int
    /// The folder, for messages.
    let directory: String
    /// The fingerprint of the templates' text: pages rendered with other templates differ.
    let fingerprint: Fingerprint

    /// The library this renderer renders with.
    var library: MustacheLibrary { libraries[worker] }

    /// Loads every `*.mustache` below `directory` (`partials/x.mustache` is the partial
    /// `partials/x`), with a copy for each of `workers` parallel workers.
    static func load(directory: String, workers: Int = renderingParallelism) async throws(SiteError) -> TemplateRenderer {
        HTMLEscaping.register()
        let files = try TemplateFiles.read(directory: directory)
        var libraries: [MustacheLibrary] = []
        for _ in 0..<max(1, workers) { libraries.append(try files.library()) }
        for name in requiredTemplates where libraries[0].getTemplate(named: name) == nil {
            throw .template(TemplateProblem(file: "\(directory)/\(name).mustache", message: "this template is missing"))
        }
        return TemplateRenderer(libraries: libraries, worker: 0, directory: directory, fingerprint: files.fingerprint)
    }

    /// This renderer with the copy of the templates that belongs to `worker` (a worker number
    /// from `forEachInParallel`).
    func forWorker(_ worker: Int) -> TemplateRenderer {
        TemplateRenderer(libraries: libraries, worker: worker % libraries.count, directory: directory, fingerprint: fingerprint)
    }

    /// Renders a required template with a view model (or a `PageContext`).
    func render<Model: MustacheParent & Sendable>(_ model: Model, template name: String) -> String {
        // `load` checked that every required template exists.
        library.render(TemplateReference(model), withTemplate: name) ?? ""
    }
}
