/// What a template can show: a closed set, so the render loop needs no `Any`, no `as?` and no
/// `Mirror`.
///
/// View models never build these themselves: each declares its fields once (`TemplateFields`) and
/// the engine reads them. Dynamic data (`DynamicTemplateModel`) answers names with these values.
public enum TemplateValue: Sendable {
    /// Text: `{{x}}` escapes it; `{{{x}}}` on a field declared as text is a load error.
    case text(String)
    /// Trusted HTML (a rendered comment body, script-safe JSON): `{{{x}}}` writes it as it is.
    case html(String)
    /// A condition: a section shows its content when `true` and pushes nothing.
    case flag(Bool)
    /// A whole number, printed like `String(describing:)`.
    case integer(Int)
    /// A number with a fraction (the spec's `1.21`), printed like `String(describing:)`.
    case decimal(Double)
    /// A list: a section repeats its content for each element; empty is falsy.
    case list(TemplateList)
    /// A nested object: a section pushes it.
    case object(TemplateObject)
    /// Declared but absent: falsy, renders nothing, and not looked up further down the stack.
    case nothing
}

/// A list a template can iterate. Elements of a declared model type stay in their array: a
/// section's frame is the list and an index, so no element is boxed on its own.
public struct TemplateList: Sendable {
    let source: any FrameSource

    init(source: any FrameSource) {
        self.source = source
    }

    /// A list of values, for dynamic data.
    public init(_ values: [TemplateValue]) {
        source = ValueElements(values: values)
    }

    /// How many elements the list holds.
    public var count: Int { source.count }
}

/// An object a template can enter with a section or read with a dotted name.
public struct TemplateObject: Sendable {
    let source: any FrameSource

    init(source: any FrameSource) {
        self.source = source
    }

    /// Dynamic data that answers names when the template asks (not name-checked at load).
    public init(_ model: some DynamicTemplateModel) {
        source = DynamicObject(model: model)
    }
}
