extension TemplateLibrary {
    /// Appends the UTF-8 bytes of `template` rendered with `model` to `output`.
    ///
    /// Precondition: `template` is one of the roots, declared with `Model`.
    public func render<Model: TemplateModel>(_ model: Model, template: String, into output: inout [UInt8]) {
        let root = binding(template, Model.self)
        let source = ModelElements(elements: [model], fields: Model.templateFields.fields)
        render(root, frame: .element(source, index: 0, schema: root.schema), into: &output)
    }

    /// `template` rendered with `model`, as a string.
    public func render<Model: TemplateModel>(_ model: Model, template: String) -> String {
        var output: [UInt8] = []
        render(model, template: template, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `template` rendered with dynamic data (names looked up by string, not checked).
    ///
    /// Precondition: `template` is one of the roots, declared with `Model`.
    public func render<Model: DynamicTemplateModel>(_ model: Model, template: String, into output: inout [UInt8]) {
        let root = binding(template, Model.self)
        let frame: Frame = switch model.templateSelf {
        case .object(let object): .element(object.source, index: 0, schema: -1)
        case let value: .value(value)
        }
        render(root, frame: frame, into: &output)
    }

    /// `template` rendered with dynamic data, as a string.
    public func render<Model: DynamicTemplateModel>(_ model: Model, template: String) -> String {
        var output: [UInt8] = []
        render(model, template: template, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func binding(_ template: String, _ model: Any.Type) -> RootBinding {
        guard let root = roots[template] else { preconditionFailure("\(template) is not a root of this template library") }
        precondition(root.model == ObjectIdentifier(model), "\(template) is a root for another model type than \(model)")
        return root
    }

    private func render(_ root: RootBinding, frame: Frame, into output: inout [UInt8]) {
        var state = RenderState(theme: theme, schemas: schemas, output: [])
        swap(&state.output, &output)
        state.stack.append(frame)
        state.run(root.template, from: 0, to: theme.templates[Int(root.template)].ops.count)
        swap(&state.output, &output)
    }
}
