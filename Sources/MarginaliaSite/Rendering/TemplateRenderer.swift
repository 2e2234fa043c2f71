import Foundation
import MarginaliaTemplates
import MarginaliaViewModels

/// The theme's templates, compiled once per build by `MarginaliaTemplates` and rendered from any
/// task: the compiled library is immutable, so all parallel workers share one.
package struct TemplateRenderer: Sendable {
    private let library: TemplateLibrary
    /// The folder, for messages.
    let directory: String
    /// The fingerprint of the templates' text and the language packs' bytes: pages rendered with
    /// other templates or other words differ.
    let fingerprint: Fingerprint
    /// The theme's language packs, checked.
    let languages: ThemeLanguages
    /// The name of every template the theme has.
    private let names: Set<String>
    /// What is wrong with the theme without stopping the build: templates nothing reaches.
    let warnings: [ThemeWarning]

    /// Loads and checks the theme `files` against `requirements`, with its checked `languages`.
    /// Every problem of the templates is reported at once.
    static func load(
        _ files: TemplateFiles, requirements: ThemeRequirements, languages: ThemeLanguages
    ) throws(SiteError) -> TemplateRenderer {
        let missing = requirements.required.filter { files.texts[$0] == nil }
        guard missing.isEmpty else {
            throw .template(
                missing.map { TemplateProblem(file: files.path(of: $0), message: "this template is missing") })
        }
        do {
            let library = try TemplateLibrary(
                templates: files.texts, roots: requirements.roots(for: files.texts), origin: files.directory)
            var fingerprint = files.fingerprint
            fingerprint.combine(languages.fingerprint.value)
            return TemplateRenderer(
                library: library, directory: files.directory, fingerprint: fingerprint, languages: languages,
                names: Set(files.texts.keys), warnings: library.warnings.map { ThemeWarning(TemplateProblem($0)) }
            )
        } catch {
            throw .template(error.problems.map(TemplateProblem.init))
        }
    }

    /// Whether the theme has the template `name`.
    func has(_ name: String) -> Bool { names.contains(name) }

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
