import MarginaliaTemplates

/// What a theme must provide: the templates it must have, and the templates pages are rendered
/// with (each with the type of its model), some of them only when the theme has them.
struct ThemeRequirements: Sendable {
    /// The templates a theme must have.
    let required: [String]
    /// The templates pages are rendered with.
    let roots: [TemplateRoot]
    /// The templates pages are rendered with when the theme has them.
    let optionalRoots: [TemplateRoot]

    /// The templates pages are rendered with in a theme with `templates` (name → text): loading
    /// checks every name they read, through their sections, partials and parents, against what
    /// their models declare.
    func roots(for templates: [String: String]) -> [TemplateRoot] {
        var roots: [TemplateRoot] = []
        for root in self.roots + optionalRoots.filter({ templates[$0.template] != nil })
        where !roots.contains(where: { $0.template == root.template }) {
            roots.append(root)
        }
        return roots
    }
}
