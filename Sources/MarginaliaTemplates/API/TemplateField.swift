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

    @usableFromInline
    init(
        _ name: String, _ kind: FieldKind,
        _ value: @escaping @Sendable (_ models: [Model], _ index: Int) -> TemplateValue
    ) {
        declaration = FieldDeclaration(name: name, kind: kind)
        self.value = value
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
        Self(name, .text) { models, index in element(of: models, at: index, get).map(TemplateValue.text) ?? .nothing }
    }

    /// Trusted HTML, the only kind `{{{name}}}` may write unescaped.
    @inlinable
    public static func html(_ name: String, _ get: @escaping @Sendable (Model) -> String?) -> Self {
        Self(name, .html) { models, index in element(of: models, at: index, get).map(TemplateValue.html) ?? .nothing }
    }

    /// Trusted HTML given as UTF-8 bytes (valid UTF-8): declared and written like `html`.
    @inlinable
    public static func htmlUTF8(_ name: String, _ get: @escaping @Sendable (Model) -> [UInt8]) -> Self {
        Self(name, .html) { models, index in .htmlUTF8(element(of: models, at: index, get)) }
    }

    /// A condition for `{{#name}}` / `{{^name}}`.
    @inlinable
    public static func flag(_ name: String, _ get: @escaping @Sendable (Model) -> Bool) -> Self {
        Self(name, .flag) { models, index in .flag(element(of: models, at: index, get)) }
    }

    /// A whole number; `nil` is declared but absent.
    @inlinable
    public static func number(_ name: String, _ get: @escaping @Sendable (Model) -> Int?) -> Self {
        Self(name, .number) { models, index in
            element(of: models, at: index, get).map(TemplateValue.integer) ?? .nothing
        }
    }

    /// A list of models: `{{#name}}` repeats its content with each element on top of the stack.
    @inlinable
    public static func list<Element: TemplateModel>(
        _ name: String, of element: Element.Type, _ get: @escaping @Sendable (Model) -> [Element]
    ) -> Self {
        Self(name, .list(TemplateType(Element.self))) { models, index in
            let elements = Self.element(of: models, at: index, get)
            return .list(TemplateList(storage: elements.isEmpty ? .values([]) : .models(ModelElements(elements))))
        }
    }

    /// A list of text: `{{#name}}{{.}}{{/name}}` prints each, escaped.
    @inlinable
    public static func texts(_ name: String, _ get: @escaping @Sendable (Model) -> [String]) -> Self {
        Self(name, .texts) { models, index in .list(TemplateList(storage: .texts(element(of: models, at: index, get))))
        }
    }

    /// A nested model: `{{#name}}` pushes it, `{{name.field}}` reads from it; `nil` is absent.
    @inlinable
    public static func object<Child: TemplateModel>(
        _ name: String, of child: Child.Type, _ get: @escaping @Sendable (Model) -> Child?
    ) -> Self {
        Self(name, .object(TemplateType(Child.self))) { models, index in
            guard let child = element(of: models, at: index, get) else { return .nothing }
            return .object(TemplateObject(storage: .model(ModelElements([child]), index: 0)))
        }
    }
}
