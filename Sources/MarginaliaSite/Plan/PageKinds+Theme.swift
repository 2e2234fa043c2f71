import MarginaliaTemplates
import MarginaliaViewModels

extension PageKinds {
    /// What a theme must provide: the frame and the partials the bundled pages share, and every
    /// template a kind of page renders with.
    static var theme: ThemeRequirements {
        var required = ["layout", "partials/comment-cell", "partials/friend-cell"]
        for root in templates where !required.contains(root.template) { required.append(root.template) }
        // The intake's pages are rendered by `marginalia intake` and `serve`, not written by a build:
        // checked when the theme has them, required only by the intake.
        return ThemeRequirements(
            required: required, roots: templates, optionalRoots: optionalTemplates + [IntakeTemplate.page.root])
    }
}

extension TemplateRenderer {
    /// Loads and checks every `*.mustache` below `directory` (`partials/x.mustache` is the
    /// partial `partials/x`) against the kinds of page (`PageKinds.theme`), with the language
    /// packs of `directory` read and checked, or with `keptLanguages`, those of the last load when
    /// no pack changed (`serve`, after a template's edit).
    ///
    /// `async` though it never suspends: called synchronously from `SiteRebuilder.rebuild`, this
    /// typed-throwing function left a renderer that crashed the rebuilder when it was released
    /// (debug build, Swift 6.3.1).
    package static func load(
        directory: String, keptLanguages: ThemeLanguages? = nil
    ) async throws(SiteError) -> TemplateRenderer {
        let files = try TemplateFiles.read(directory: directory)
        let languages: ThemeLanguages
        do {
            if let keptLanguages {
                languages = keptLanguages
            } else {
                languages = try ThemeLanguages.load(directory: directory)
            }
        } catch {
            // The templates' problems, then the packs': a theme's mistakes are reported together.
            guard case .template(let packProblems) = error else { throw error }
            do {
                _ = try load(files, requirements: PageKinds.theme, languages: ThemeLanguages(packs: [:]))
            } catch {
                guard case .template(let templateProblems) = error else { throw error }
                throw .template(templateProblems + packProblems)
            }
            throw error
        }
        return try load(files, requirements: PageKinds.theme, languages: languages)
    }

    /// The same from templates in memory (name → text), as if read from `directory`, with the
    /// language packs `languages`.
    package static func load(
        templates: [String: String], directory: String, languages: ThemeLanguages
    ) throws(SiteError) -> TemplateRenderer {
        try load(
            TemplateFiles(directory: directory, texts: templates), requirements: PageKinds.theme, languages: languages)
    }

    /// The templates pages are rendered with in a theme with `templates` (name → text).
    package static func roots(for templates: [String: String]) -> [TemplateRoot] {
        PageKinds.theme.roots(for: templates)
    }

    /// The words of the site's `language` from the theme's packs (`ThemeLanguages.words(for:)`).
    package func words(for language: String) throws(SiteError) -> Phrasebook {
        try languages.words(for: language)
    }

    /// Whether the theme has the embeddable thread's template.
    var hasThreadFragment: Bool { has(PostPages.thread.name) }

    /// What of the theme decides which files some pages have: its optional templates, and the
    /// size of its sitemap.
    var shape: ThemeShape { ThemeShape(hasThreadFragment: hasThreadFragment, sitemap: SitemapSize(measuring: self)) }
}
