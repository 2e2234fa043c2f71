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
    /// Trusted HTML as UTF-8 bytes, for a model that writes it as bytes (script-safe JSON): the
    /// same as `html`, without making a `String` of it first (which checks every byte).
    case htmlUTF8([UInt8])
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
    @usableFromInline
    enum Storage: Sendable {
        case models(ModelElements)
        case texts([String])
        case values([TemplateValue])
    }

    @usableFromInline
    let storage: Storage

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// A list of values, for dynamic data.
    public init(_ values: [TemplateValue]) {
        storage = .values(values)
    }

    /// How many elements the list holds.
    public var count: Int {
        switch storage {
        case .models(let models): models.count
        case .texts(let texts): texts.count
        case .values(let values): values.count
        }
    }
}

/// An object a template can enter with a section or read with a dotted name.
public struct TemplateObject: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        /// Element `index` of declared models.
        case model(ModelElements, index: Int)
        case dynamic(DynamicBox)
    }

    @usableFromInline
    let storage: Storage

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// Dynamic data that answers names when the template asks (not name-checked at load).
    public init(_ model: some DynamicTemplateModel) {
        storage = .dynamic(DynamicBox(model: model))
    }
}

/// Dynamic data behind a reference: an existential held inline would make every value and
/// stack frame address-only, so each copy of one would go through the runtime.
@usableFromInline
final class DynamicBox: Sendable {
    let model: any DynamicTemplateModel

    init(model: any DynamicTemplateModel) {
        self.model = model
    }
}
