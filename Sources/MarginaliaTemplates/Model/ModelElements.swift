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
            reuse: Model.templateFields.reuse?.bind(elements)
        )
    }
}

/// `ModelReuse` bound to one list of elements.
@usableFromInline
struct ElementReuse: Sendable {
    /// The list, which a kept partial holds to name its model.
    let elements: AnyObject & Sendable
    /// The hash of element `index`'s key.
    let hash: @Sendable (_ index: Int) -> Int
    /// Whether element `index` equals element `keptIndex` of a kept list.
    let matches: @Sendable (_ index: Int, _ kept: AnyObject, _ keptIndex: Int) -> Bool

    @usableFromInline
    init(
        elements: AnyObject & Sendable, hash: @escaping @Sendable (_ index: Int) -> Int,
        matches: @escaping @Sendable (_ index: Int, _ kept: AnyObject, _ keptIndex: Int) -> Bool
    ) {
        self.elements = elements
        self.hash = hash
        self.matches = matches
    }
}
