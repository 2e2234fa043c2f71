/// A theme, loaded once: every template parsed, compiled and checked against the view models of
/// its roots. Rendering reads it from any number of threads.
public struct TemplateLibrary: Sendable {
    let tables: RenderTables
    let templateNames: Set<String>
    /// Root template name → how it is rendered.
    let roots: [String: RootBinding]

    /// Loads every `*.mustache` file below `directory`: `partials/x.mustache` is the partial
    /// `partials/x`; other files are ignored. Throws every problem found, at once.
    public init(directory: String, roots: [TemplateRoot]) throws(TemplateLoadError) {
        let files = TemplateFiles.read(directory: directory)
        try self.init(sources: files.sources, roots: roots, origin: directory, readProblems: files.problems)
    }

    /// The same from memory (template name → text); `origin` is the folder named in messages
    /// (`origin/name.mustache`).
    public init(templates: [String: String], roots: [TemplateRoot], origin: String) throws(TemplateLoadError) {
        let sources = templates.sorted { $0.key < $1.key }.map { name, text in
            TemplateSource(name: name, path: "\(origin)/\(name).mustache", text: text)
        }
        try self.init(sources: sources, roots: roots, origin: origin, readProblems: [])
    }

    private init(sources: [TemplateSource], roots: [TemplateRoot], origin: String, readProblems: [TemplateProblem]) throws(TemplateLoadError) {
        let loaded = TemplateLoader.load(sources: sources, roots: roots, origin: origin)
        let problems = (readProblems + loaded.problems).sorted {
            ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column)
        }
        guard problems.isEmpty else { throw TemplateLoadError(problems: problems) }
        tables = loaded.tables
        templateNames = Set(sources.map(\.name))
        self.roots = loaded.roots
    }

    /// Whether the library has a template with this name (root or not).
    public func contains(_ template: String) -> Bool {
        templateNames.contains(template)
    }
}

/// How a root template is rendered: its index, and its model's schema (-1 for dynamic data).
struct RootBinding: Sendable {
    let template: Int32
    let model: ObjectIdentifier
    let schema: Int32
}
