/// A parsed template element. Whitespace rules (standalone lines, indentation markers, block
/// dedent) are already applied: the compiler only flattens the tree.
struct TemplateNode {
    /// Offset of the tag's opening delimiter (of the text, for text).
    let offset: Int
    let kind: Kind

    enum Kind {
        /// Text; `indented` when it starts a line of the template (partial indentation goes there).
        case text([UInt8], indented: Bool)
        /// A line starts here with a tag: partial indentation goes here.
        case indent
        case variable(String, escaped: Bool)
        case section(String, inverted: Bool, body: [TemplateNode])
        /// `indent` is the whitespace before a standalone tag; `nil` when the tag is inline.
        case partial(String, indent: [UInt8]?)
        /// A parent: `blocks` are its arguments (`.block` nodes). `standalone` as for blocks.
        /// `dropped`: the offsets of what stood between the blocks and is not written (non-blank
        /// text, tags other than blocks and comments), as the spec has it.
        case parent(String, indent: [UInt8], standalone: Bool, blocks: [TemplateNode], dropped: [Int])
        /// A block: where it expands (`indent`, and whether the tag stood alone on its line, so
        /// the content's first line is indented too), and its default or argument content.
        case block(String, indent: [UInt8], standalone: Bool, body: [TemplateNode])
    }
}
