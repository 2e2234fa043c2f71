/// A template that pages render directly, and the model type it is rendered with. The checker
/// walks from each root through sections, partials and parents.
public struct TemplateRoot: Sendable {
    /// The template's name: its path below the templates folder, without `.mustache`.
    public let template: String
    let model: RootModel

    /// A template rendered with a declared model: every name it reaches is checked at load.
    public init<Model: TemplateModel>(_ template: String, _ model: Model.Type) {
        self.template = template
        self.model = .typed(TemplateType(Model.self))
    }

    /// A template rendered with dynamic data: names are not checked. `lambdas` are names the
    /// data answers with code; the engine declines lambdas, so a tag naming one is a load problem.
    public init<Model: DynamicTemplateModel>(_ template: String, _ model: Model.Type, lambdas: Set<String> = []) {
        self.template = template
        self.model = .dynamic(ObjectIdentifier(Model.self), lambdas: lambdas)
    }
}

/// What a root is rendered with.
enum RootModel: Sendable {
    case typed(TemplateType)
    case dynamic(ObjectIdentifier, lambdas: Set<String>)
}
