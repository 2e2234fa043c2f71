/// One step of a compiled template. A section's content is the `skip` ops that follow it, so a
/// template is a flat array walked by one loop (ramhorns' layout). Payloads are plain integers:
/// reading an op retains nothing.
enum Op: Sendable {
    /// Bytes `start..<end` of the theme's text.
    case text(start: Int32, end: Int32)
    /// The same, at the start of a line: the current indentation goes first.
    case indentedText(start: Int32, end: Int32)
    /// A line starts here with a tag: the current indentation goes first.
    case indent
    /// `{{path}}` (escaped) or `{{{path}}}` / `{{&path}}`.
    case variable(path: Int32, escaped: Bool)
    case section(path: Int32, skip: Int32)
    case inverted(path: Int32, skip: Int32)
    /// `template` is -1 when the theme has no such template (the checker reports it).
    case partial(template: Int32, indent: Int32, standalone: Bool)
    /// A parent; its arguments (`.block` ops) are the `skip` ops that follow.
    case parent(template: Int32, indent: Int32, standalone: Bool, skip: Int32)
    /// A block; its default content is the `skip` ops that follow.
    case block(name: Int32, indent: Int32, standalone: Bool, skip: Int32)
}

/// A name as a tag spells it, resolved at load: dotted names are split once and every segment
/// is an interned name ID. Plain integers only: reading one retains nothing.
struct NamePath: Sendable {
    /// The first segment's name ID, or -1 for `.` (the top of the stack itself).
    let first: Int32
    /// `.name`: the first segment is looked up in the top frame only.
    let topOnly: Bool
    /// The later segments, as a range of the theme's segment table.
    let rest: Range<Int32>
}

/// A template's ops, and the source offset of each op's tag for messages.
struct CompiledTemplate: Sendable {
    let name: String
    var ops: [Op] = []
    var offsets: [Int32] = []
    /// Partials and parents naming no template: op index → name.
    var unknownReferences: [Int: String] = [:]
    /// Parent calls with content outside their blocks: op index → the offsets of that content.
    var droppedContent: [Int: [Int32]] = [:]
}
