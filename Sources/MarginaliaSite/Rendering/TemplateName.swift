import MarginaliaTemplates

/// A root template and the type of the model it is rendered with. A page kind declares its
/// templates as these; the theme's check and the render read the same value, so a page is never
/// rendered with a template, or a model, that the load did not check.
package struct TemplateName<Model: TemplateModel>: Sendable {
    /// The template's name: its path below the templates folder, without `.mustache`.
    package let name: String

    init(_ name: String) {
        self.name = name
    }

    /// The template with its model, for the theme's check.
    var root: TemplateRoot { TemplateRoot(name, Model.self) }
}
