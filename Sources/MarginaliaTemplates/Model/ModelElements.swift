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

    @usableFromInline
    init(
        count: Int,
        read: @escaping @Sendable (_ slot: Int, _ index: Int) -> TemplateValue,
        readNamed: @escaping @Sendable (_ name: String, _ index: Int) -> TemplateValue?
    ) {
        self.count = count
        self.read = read
        self.readNamed = readNamed
    }

    @inlinable
    convenience init<Model: TemplateModel>(_ elements: [Model]) {
        let fields = Model.templateFields.fields
        self.init(
            count: elements.count,
            read: { slot, index in fields[slot].value(elements, index) },
            readNamed: { name, index in
                fields.first { $0.declaration.name == name }.map { $0.value(elements, index) }
            }
        )
    }
}
