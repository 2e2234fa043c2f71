/// Declared models, read by slot. The readers are closures built in `@inlinable` code, so they
/// are specialized for the model type in the module that declares it: reading a field costs
/// no generic metadata, cast or copy of the model.
@usableFromInline
final class ModelElements: Sendable {
    @usableFromInline
    let count: Int
    /// The value of field `slot` (its index in the declarations) of element `index`.
    @usableFromInline
    let read: @Sendable (_ slot: Int, _ index: Int) -> TemplateValue
    /// The same by name, for a model reached without a schema (`{{#.}}` over dynamic data).
    @usableFromInline
    let readNamed: @Sendable (_ name: String, _ index: Int) -> TemplateValue?
    /// How an element's rendered partials are found again; `nil` when the model does not allow it.
    @usableFromInline
    let reuse: ElementReuse?

    @usableFromInline
    init(
        count: Int,
        read: @escaping @Sendable (_ slot: Int, _ index: Int) -> TemplateValue,
        readNamed: @escaping @Sendable (_ name: String, _ index: Int) -> TemplateValue?,
        reuse: ElementReuse?
    ) {
        self.count = count
        self.read = read
        self.readNamed = readNamed
        self.reuse = reuse
    }

    @inlinable
    convenience init<Model: TemplateModel>(_ elements: [Model]) {
        let fields = Model.templateFields.fields
        self.init(
            count: elements.count,
            read: { slot, index in fields[slot].value(elements, index) },
            readNamed: { name, index in
                fields.first { $0.declaration.name == name }.map { $0.value(elements, index) }
            },
            reuse: Model.templateFields.reuse.map { reuse in
                ElementReuse(
                    hash: { reuse.hash(elements, $0) }, value: { reuse.value(elements, $0) },
                    matches: { reuse.matches(elements, $0, $1) })
            }
        )
    }
}

/// `ModelReuse` bound to one list of elements.
@usableFromInline
struct ElementReuse: Sendable {
    let hash: @Sendable (_ index: Int) -> Int
    let value: @Sendable (_ index: Int) -> any Sendable
    let matches: @Sendable (_ index: Int, _ kept: any Sendable) -> Bool

    @usableFromInline
    init(
        hash: @escaping @Sendable (_ index: Int) -> Int, value: @escaping @Sendable (_ index: Int) -> any Sendable,
        matches: @escaping @Sendable (_ index: Int, _ kept: any Sendable) -> Bool
    ) {
        self.hash = hash
        self.value = value
        self.matches = matches
    }
}
