extension TemplateLibrary {
    /// Appends the UTF-8 bytes of `template` rendered with `model` to `output`.
    ///
    /// Precondition: `template` is one of the roots, declared with `Model`.
    @inlinable
    public func render<Model: TemplateModel>(_ model: Model, template: String, into output: inout [UInt8]) {
        render(ModelElements(one: model), template: template, model: Model.self, into: &output)
    }

    /// Appends `template` rendered with `model` to `output`, copying the partials `partials`
    /// already holds for equal models and keeping there the ones it renders (see
    /// `RenderedPartials`). The bytes are those `render(_:template:into:)` writes.
    ///
    /// Precondition: `template` is one of the roots, declared with `Model`; `partials` was only
    /// used with this library.
    @inlinable
    public func render<Model: TemplateModel>(
        _ model: Model, template: String, into output: inout [UInt8], reusing partials: inout RenderedPartials
    ) {
        render(ModelElements(one: model), template: template, model: Model.self, into: &output, reusing: &partials)
    }

    /// `template` rendered with `model`, as a string.
    @inlinable
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
        var state = RenderState(tables: tables, output: [])
        state.push(model.templateSelf, schema: -1)
        run(root, &state, into: &output)
    }

    /// `template` rendered with dynamic data, as a string.
    public func render<Model: DynamicTemplateModel>(_ model: Model, template: String) -> String {
        var output: [UInt8] = []
        render(model, template: template, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    @usableFromInline
    func render(_ models: ModelElements, template: String, model: Any.Type, into output: inout [UInt8]) {
        let root = binding(template, model)
        var state = RenderState(tables: tables, output: [])
        state.stack.append(.model(models, index: 0, schema: root.schema))
        run(root, &state, into: &output)
    }

    @usableFromInline
    func render(
        _ models: ModelElements, template: String, model: Any.Type, into output: inout [UInt8],
        reusing partials: inout RenderedPartials
    ) {
        let root = binding(template, model)
        partials.bind(to: identity)
        var state = RenderState(tables: tables, output: [])
        state.stack.append(.model(models, index: 0, schema: root.schema))
        // Moved in and back, so that the state holds the only reference and fills it in place.
        state.partials = partials
        partials = RenderedPartials()
        run(root, &state, into: &output)
        // Set above; rendering fills it in place and never takes it, whatever the templates say.
        partials = state.partials.take()!
        partials.keep(output)
    }

    /// The root `template` for `model`. The traps are the caller's mistakes, never the theme's:
    /// roots and their model types are fixed in code, and a theme without one of them does not
    /// load (`missingRoot`).
    private func binding(_ template: String, _ model: Any.Type) -> RootBinding {
        guard let root = roots[template] else {
            preconditionFailure("\(template) is not a root of this template library")
        }
        precondition(
            root.model == ObjectIdentifier(model), "\(template) is a root for another model type than \(model)")
        return root
    }

    /// Renders straight into `output`: the buffer moves into the state and back, uncopied.
    private func run(_ root: RootBinding, _ state: inout RenderState, into output: inout [UInt8]) {
        swap(&state.output, &output)
        state.run(root.template, from: 0, to: tables.programs[Int(root.template)].count)
        swap(&state.output, &output)
    }
}
