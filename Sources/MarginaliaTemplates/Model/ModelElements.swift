/// Declared models, read by slot. The reader is a closure built in `@inlinable` code, so it is
/// specialized for the model type in the module that declares it: reading a field costs no
/// generic metadata, cast or copy of the model. One closure answers both kinds of question, so
/// that a list or object made while rendering costs one context, not two.
@usableFromInline
final class ModelElements: Sendable {
    @usableFromInline
    let count: Int
    /// The value of a field of element `index`: by slot (its index in the declarations), or by
    /// name for a model reached without a schema (`{{#.}}` over dynamic data); `nil` for a name
    /// the model does not declare.
    @usableFromInline
    let access: @Sendable (_ field: FieldReference, _ index: Int) -> TemplateValue?
    /// How an element's rendered partials are found again; `nil` when the model does not allow it.
    @usableFromInline
    let reuse: ElementReuse?

    @usableFromInline
    init(
        count: Int, access: @escaping @Sendable (_ field: FieldReference, _ index: Int) -> TemplateValue?,
        reuse: ElementReuse?
    ) {
        self.count = count
        self.access = access
        self.reuse = reuse
    }

    /// Field `slot` of element `index`.
    @usableFromInline
    func read(_ slot: Int, _ index: Int) -> TemplateValue {
        access(.slot(slot), index) ?? .nothing
    }

    /// The field named `name` of element `index`, or `nil` when the model declares no such name.
    @usableFromInline
    func readNamed(_ name: String, _ index: Int) -> TemplateValue? {
        access(.name(name), index)
    }

    @inlinable
    convenience init<Model: TemplateModel>(_ elements: [Model]) {
        let fields = Model.templateFields.fields
        self.init(
            count: elements.count,
            access: { field, index in
                switch field {
                case .slot(let slot): fields[slot].value(elements, index)
                case .name(let name): fields.first { $0.declaration.name == name }.map { $0.value(elements, index) }
                }
            },
            reuse: Model.templateFields.reuse?.bind(elements)
        )
    }

    /// One model (a nested object), held as it is: no list is made for it.
    @inlinable
    convenience init<Model: TemplateModel>(one element: Model) {
        let fields = Model.templateFields.fields
        self.init(
            count: 1,
            access: { field, _ in
                switch field {
                case .slot(let slot): fields[slot].valueOfOne(element)
                case .name(let name): fields.first { $0.declaration.name == name }.map { $0.valueOfOne(element) }
                }
            },
            reuse: Model.templateFields.reuse?.bind([element])
        )
    }
}

/// How a field of a model is named when it is read: by its slot, or by name.
@usableFromInline
enum FieldReference {
    case slot(Int)
    case name(String)
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
