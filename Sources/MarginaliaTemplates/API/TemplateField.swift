/// One name a model offers to templates: its kind (checked at load) and how to read it.
///
/// The factories are `@inlinable` so that the readers are specialized where the model is
/// declared.
public struct TemplateField<Model>: Sendable {
    @usableFromInline
    let declaration: FieldDeclaration
    /// Reads the field of element `index` of a list of models. The list is passed, not the
    /// element: a large view model is then read in place instead of copied for each field.
    @usableFromInline
    let value: @Sendable (_ models: [Model], _ index: Int) -> TemplateValue
    /// Reads the field of one model (a nested object), which is held on its own.
    @usableFromInline
    let valueOfOne: @Sendable (_ model: Model) -> TemplateValue

    /// The field read by `read`, from a list (in place) or from one model.
    @inlinable
    init(_ name: String, _ kind: FieldKind, _ read: @escaping @Sendable (Model) -> TemplateValue) {
        declaration = FieldDeclaration(name: name, kind: kind)
        value = { models, index in Self.element(of: models, at: index, read) }
        valueOfOne = read
    }

    /// `get` applied to element `index` of `models`, read in place: subscripting the array would
    /// copy the element (a retain and a release per reference it holds) for every field read.
    @inlinable
    static func element<Value>(of models: [Model], at index: Int, _ get: (Model) -> Value) -> Value {
        models.withUnsafeBufferPointer { get($0[index]) }
    }

    /// Text, escaped by `{{name}}`; `nil` is declared but absent (falsy, renders nothing).
    @inlinable
    public static func text(_ name: String, _ get: @escaping @Sendable (Model) -> String?) -> Self {
        Self(name, .text) { get($0).map(TemplateValue.text) ?? .nothing }
    }

    /// Trusted HTML, the only kind `{{{name}}}` may write unescaped.
    @inlinable
    public static func html(_ name: String, _ get: @escaping @Sendable (Model) -> String?) -> Self {
        Self(name, .html) { get($0).map(TemplateValue.html) ?? .nothing }
    }

    /// Trusted HTML given as UTF-8 bytes (valid UTF-8): declared and written like `html`.
    @inlinable
    public static func htmlUTF8(_ name: String, _ get: @escaping @Sendable (Model) -> [UInt8]) -> Self {
        Self(name, .html) { .htmlUTF8(get($0)) }
    }

    /// A condition for `{{#name}}` / `{{^name}}`.
    @inlinable
    public static func flag(_ name: String, _ get: @escaping @Sendable (Model) -> Bool) -> Self {
        Self(name, .flag) { .flag(get($0)) }
    }

    /// A whole number; `nil` is declared but absent.
    @inlinable
    public static func number(_ name: String, _ get: @escaping @Sendable (Model) -> Int?) -> Self {
        Self(name, .number) { get($0).map(TemplateValue.integer) ?? .nothing }
    }

    /// A list of models: `{{#name}}` repeats its content with each element on top of the stack.
    @inlinable
    public static func list<Element: TemplateModel>(
        _ name: String, of element: Element.Type, _ get: @escaping @Sendable (Model) -> [Element]
    ) -> Self {
        Self(name, .list(TemplateType(Element.self))) { model in
            let elements = get(model)
            return .list(TemplateList(storage: elements.isEmpty ? .values([]) : .models(ModelElements(elements))))
        }
    }

    /// A list of text: `{{#name}}{{.}}{{/name}}` prints each, escaped.
    @inlinable
    public static func texts(_ name: String, _ get: @escaping @Sendable (Model) -> [String]) -> Self {
        Self(name, .texts) { .list(TemplateList(storage: .texts(get($0)))) }
    }

    /// A nested model: `{{#name}}` pushes it, `{{name.field}}` reads from it; `nil` is absent.
    @inlinable
    public static func object<Child: TemplateModel>(
        _ name: String, of child: Child.Type, _ get: @escaping @Sendable (Model) -> Child?
    ) -> Self {
        Self(name, .object(TemplateType(Child.self))) { model in
            guard let child = get(model) else { return .nothing }
            return .object(TemplateObject(storage: .model(ModelElements(one: child), index: 0)))
        }
    }
}
