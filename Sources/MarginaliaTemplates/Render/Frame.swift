/// One entry of the render stack: an element of declared models (the list and an index, so
/// iterating a list boxes nothing), dynamic data, or a plain value a section pushed.
enum Frame {
    /// `schema` is the model's schema in this library, -1 when unknown (reached dynamically).
    case model(ModelElements, index: Int, schema: Int32)
    case dynamic(DynamicBox)
    case value(TemplateValue)
}

/// An argument of a parent being rendered: a block's content, by name.
struct BlockOverride {
    let name: Int32
    let template: Int32
    let start: Int32
    let end: Int32
}

/// An object read on the way to a dotted name, kept for the rest of the render: field `slot` of
/// element `index` of `models` (held, so the identity cannot be reused).
struct KeptObject {
    let models: ModelElements
    let index: Int
    let slot: Int32
    let value: TemplateValue
}
