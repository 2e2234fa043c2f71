import Foundation
import MarginaliaTemplates
import MarginaliaViewModels

/// The theme's templates, compiled once per build by `MarginaliaTemplates` and rendered from any
/// task: the compiled library is immutable, so all parallel workers share one.
package struct TemplateRenderer: Sendable {
    /// The templates every theme must provide.
    static let requiredTemplates = [
        "layout", "home", "post", "friends", "friend", "404", "feed", "sitemap",
        "partials/comment-cell", "partials/friend-cell",
    ]

    /// The templates pages are rendered with, each with the type of its model. Loading checks
    /// every name they read, through their sections, partials and parents, against what these
    /// types declare.
    static let roots = [
        TemplateRoot("home", PageContext<HomePageViewModel>.self),
        TemplateRoot("post", PageContext<PostPageViewModel>.self),
        TemplateRoot("friends", PageContext<FriendsListViewModel>.self),
        TemplateRoot("friend", PageContext<FriendDetailViewModel>.self),
        TemplateRoot("404", PageContext<NotFoundPageViewModel>.self),
        TemplateRoot("feed", FeedViewModel.self),
        TemplateRoot("sitemap", SitemapViewModel.self),
    ]

    /// The template of the embeddable thread (`posts/<postId>/thread.html`). Optional: a theme
    /// without it writes no fragments.
    static let threadFragment = "thread"

    private let library: TemplateLibrary
    /// The folder, for messages.
    let directory: String
    /// The fingerprint of the templates' text: pages rendered with other templates differ.
    let fingerprint: Fingerprint
    /// Whether the theme has the embeddable thread's template, so that posts get `thread.html`.
    let hasThreadFragment: Bool
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
                hasThreadFragment: files.texts[threadFragment] != nil,
                warnings: library.warnings.map { ThemeWarning(TemplateProblem($0)) }
            )
        } catch {
            throw .template(error.problems.map(TemplateProblem.init))
        }
    }

    /// The roots of a theme with `templates` (name → text): `roots`, and the embeddable thread's
    /// when the theme has its template.
    package static func roots(for templates: [String: String]) -> [TemplateRoot] {
        roots + (templates[threadFragment] != nil ? [TemplateRoot(threadFragment, EmbeddedThreadViewModel.self)] : [])
    }

    /// Renders a root template with its model (see `roots`) into UTF-8 bytes.
    package func render<Model: TemplateModel>(_ model: Model, template name: String) -> [UInt8] {
        var bytes: [UInt8] = []
        library.render(model, template: name, into: &bytes)
        return bytes
    }

    /// The same, copying the partials `partials` holds for equal models and keeping the ones it
    /// renders (see `RenderedPartials`).
    package func render<Model: TemplateModel>(
        _ model: Model, template name: String, reusing partials: inout RenderedPartials
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        library.render(model, template: name, into: &bytes, reusing: &partials)
        return bytes
    }
}

extension TemplateProblem {
    /// A problem the engine found, with its place.
    init(_ problem: MarginaliaTemplates.TemplateProblem) {
        self.init(file: problem.file, line: problem.line, column: problem.column, message: problem.kind.message)
    }
}
