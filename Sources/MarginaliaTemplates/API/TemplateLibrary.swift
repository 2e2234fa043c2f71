/// A theme, loaded once: every template parsed, compiled and checked against the view models of
/// its roots. Rendering reads it from any number of threads.
///
/// The dialect is Mustache as the official spec has it (interpolation, sections, inverted
/// sections, comments, partials with indentation, set delimiters, inheritance with blocks), with
/// what themes written for swift-mustache rely on:
/// - `{{.name}}` reads the top of the stack only;
/// - `""` and `0` are truthy; a flag section pushes nothing; text and number sections push the
///   value, so `{{.}}` inside prints it;
/// - a declared value that is absent is found and falsy: it is not looked up further down;
/// - the pragma `{{% CONTENT_TYPE: HTML }}` is accepted and ignored, its line removed when it
///   holds nothing else (any other pragma is a load problem). It is no longer needed: every
///   `{{x}}` is escaped by the same byte escaper, partials included.
///
/// Lambdas and dynamic partial names (`{{>*name}}`) are declined with a load problem. For roots
/// rendered with declared models, the theme's own rules also apply (see `TemplateProblem.Kind`):
/// no text written unescaped, no flag printed, no parent that extends itself, no block a parent
/// does not have, nothing outside the blocks of a parent call, no unknown pragma, no nesting past
/// `TemplateLimits`.
public struct TemplateLibrary: Sendable {
    let tables: RenderTables
    let templateNames: Set<String>
    /// Root template name → how it is rendered.
    let roots: [String: RootBinding]
    /// Which library filled a `RenderedPartials`.
    let identity = LibraryIdentity()
    /// What is wrong with the theme but does not stop it loading: templates no root reaches
    /// (`unreachableTemplate`), in file order.
    public let warnings: [TemplateProblem]

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

    private init(sources: [TemplateSource], roots: [TemplateRoot], origin: String, readProblems: [TemplateProblem])
        throws(TemplateLoadError)
    {
        // Offsets, text and op counts are 32-bit: a theme this large is refused before they are made.
        guard sources.reduce(0, { $0 + $1.bytes.count }) <= TemplateLimits.maximumThemeBytes else {
            let limit = TemplateLimits.maximumThemeBytes
            let file = sources.first?.path ?? origin
            throw TemplateLoadError(
                problems: [TemplateProblem(file: file, line: 1, column: 1, kind: .themeTooLarge(limit: limit))])
        }
        let loaded = TemplateLoader.load(sources: sources, roots: roots, origin: origin)
        // The parser and the checker can both stop at one tag (nesting too deep): it is said once.
        var problems: [TemplateProblem] = []
        for problem in (readProblems + loaded.problems).sorted(by: {
            ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column)
        }) where problems.last != problem {
            problems.append(problem)
        }
        guard problems.isEmpty else { throw TemplateLoadError(problems: problems) }
        tables = loaded.tables
        warnings = loaded.warnings
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
