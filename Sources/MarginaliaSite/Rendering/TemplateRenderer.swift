import Foundation
import MarginaliaTemplates
import MarginaliaViewModels

/// The theme's templates, compiled once per build by `MarginaliaTemplates` and rendered from any
/// task: the compiled library is immutable, so all parallel workers share one.
package struct TemplateRenderer: Sendable {
    /// The templates every theme must provide: the frame and the partials the bundled pages share,
    /// and every template a kind of page renders with (`PageKinds`).
    static var requiredTemplates: [String] {
        var names = ["layout", "partials/comment-cell", "partials/friend-cell"]
        for root in PageKinds.templates where !names.contains(root.template) { names.append(root.template) }
        return names
    }

    private let library: TemplateLibrary
    /// The folder, for messages.
    let directory: String
    /// The fingerprint of the templates' text: pages rendered with other templates differ.
    let fingerprint: Fingerprint
    /// Which optional templates the theme has: they decide which files some pages have.
    let shape: ThemeShape
    /// What is wrong with the theme without stopping the build: templates nothing reaches.
    let warnings: [ThemeWarning]

    /// Loads and checks every `*.mustache` below `directory` (`partials/x.mustache` is the
    /// partial `partials/x`). Every problem of the theme is reported at once.
    ///
    /// `async` though it never suspends: called synchronously from `SiteRebuilder.rebuild`, this
    /// typed-throwing function left a renderer that crashed the rebuilder when it was released
    /// (debug build, Swift 6.3.1).
    package static func load(directory: String) async throws(SiteError) -> TemplateRenderer {
        let files = try TemplateFiles.read(directory: directory)
        return try load(files)
    }

    /// The same from templates in memory (name → text), as if read from `directory`.
    package static func load(templates: [String: String], directory: String) throws(SiteError) -> TemplateRenderer {
        try load(TemplateFiles(directory: directory, texts: templates))
    }

    private static func load(_ files: TemplateFiles) throws(SiteError) -> TemplateRenderer {
        let missing = requiredTemplates.filter { files.texts[$0] == nil }
        guard missing.isEmpty else {
            throw .template(
                missing.map { TemplateProblem(file: files.path(of: $0), message: "this template is missing") })
        }
        do {
            let library = try TemplateLibrary(
                templates: files.texts, roots: roots(for: files.texts), origin: files.directory)
            return TemplateRenderer(
                library: library, directory: files.directory, fingerprint: files.fingerprint,
                shape: ThemeShape(hasThreadFragment: files.texts[PostPages.thread.name] != nil),
                warnings: library.warnings.map { ThemeWarning(TemplateProblem($0)) }
            )
        } catch {
            throw .template(error.problems.map(TemplateProblem.init))
        }
    }

    /// The templates pages are rendered with in a theme with `templates` (name → text), each with
    /// the type of its model: every kind's, and the optional ones the theme has. Loading checks
    /// every name they read, through their sections, partials and parents, against what these
    /// types declare.
    package static func roots(for templates: [String: String]) -> [TemplateRoot] {
        var roots: [TemplateRoot] = []
        for root in PageKinds.templates + PageKinds.optionalTemplates.filter({ templates[$0.template] != nil })
        where !roots.contains(where: { $0.template == root.template }) {
            roots.append(root)
        }
        return roots
    }

    /// Renders a root template with its model (see `roots`) into UTF-8 bytes.
    package func render<Model: TemplateModel>(_ model: Model, template: TemplateName<Model>) -> [UInt8] {
        var bytes: [UInt8] = []
        library.render(model, template: template.name, into: &bytes)
        return bytes
    }

    /// The same, copying the partials `partials` holds for equal models and keeping the ones it
    /// renders (see `RenderedPartials`).
    func render<Model: TemplateModel>(
        _ model: Model, template: TemplateName<Model>, reusing partials: inout RenderedPartials
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        library.render(model, template: template.name, into: &bytes, reusing: &partials)
        return bytes
    }
}

extension TemplateProblem {
    /// A problem the engine found, with its place.
    init(_ problem: MarginaliaTemplates.TemplateProblem) {
        self.init(file: problem.file, line: problem.line, column: problem.column, message: problem.kind.message)
    }
}
