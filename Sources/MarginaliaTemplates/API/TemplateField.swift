/// One name a model offers to templates: its kind (checked at load) and how to read it.
public struct TemplateField<Model>: Sendable {
    let declaration: FieldDeclaration
    let value: @Sendable (Model) -> TemplateValue

    init(_ name: String, _ kind: FieldKind, _ value: @escaping @Sendable (Model) -> TemplateValue) {
        declaration = FieldDeclaration(name: name, kind: kind)
        self.value = value
    }

    /// Text, escaped by `{{name}}`; `nil` is declared but absent (falsy, renders nothing).
    public static func text(_ name: String, _ get: @escaping @Sendable (Model) -> String?) -> Self {
        Self(name, .text) { model in get(model).map(TemplateValue.text) ?? .nothing }
    }

    /// Trusted HTML, the only kind `{{{name}}}` may write unescaped.
    public static func html(_ name: String, _ get: @escaping @Sendable (Model) -> String?) -> Self {
        Self(name, .html) { model in get(model).map(TemplateValue.html) ?? .nothing }
    }

    /// A condition for `{{#name}}` / `{{^name}}`.
    public static func flag(_ name: String, _ get: @escaping @Sendable (Model) -> Bool) -> Self {
        Self(name, .flag) { model in .flag(get(model)) }
    }

    /// A whole number; `nil` is declared but absent.
    public static func number(_ name: String, _ get: @escaping @Sendable (Model) -> Int?) -> Self {
        Self(name, .number) { model in get(model).map(TemplateValue.integer) ?? .nothing }
    }

    /// A list of models: `{{#name}}` repeats its content with each element on top of the stack.
    public static func list<Element: TemplateModel>(
        _ name: String, of element: Element.Type, _ get: @escaping @Sendable (Model) -> [Element]
    ) -> Self {
        Self(name, .list(TemplateType(Element.self))) { model in
            .list(TemplateList(source: ModelElements(elements: get(model), fields: Element.templateFields.fields)))
        }
    }

    /// A list of text: `{{#name}}{{.}}{{/name}}` prints each, escaped.
    public static func texts(_ name: String, _ get: @escaping @Sendable (Model) -> [String]) -> Self {
        Self(name, .texts) { model in .list(TemplateList(source: TextElements(texts: get(model)))) }
    }

    /// A nested model: `{{#name}}` pushes it, `{{name.field}}` reads from it; `nil` is absent.
    public static func object<Child: TemplateModel>(
        _ name: String, of child: Child.Type, _ get: @escaping @Sendable (Model) -> Child?
    ) -> Self {
        Self(name, .object(TemplateType(Child.self))) { model in
            guard let child = get(model) else { return .nothing }
            return .object(TemplateObject(source: ModelElements(elements: [child], fields: Child.templateFields.fields)))
        }
    }
}
