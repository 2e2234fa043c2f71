/// One entry of the render stack: an element of a source (a list and an index, so iterating a
/// list boxes nothing), or a plain value a section pushed (text, a number).
enum Frame {
    /// `schema` is the element type's schema in this library, -1 for dynamic data.
    case element(any FrameSource, index: Int, schema: Int32)
    case value(TemplateValue)
}

/// An argument of a parent being rendered: a block's content, by name.
struct BlockOverride {
    let name: Int32
    let template: Int32
    let start: Int32
    let end: Int32
    /// The argument's opening tag stood alone: its content starts with a line.
    let standalone: Bool
}
