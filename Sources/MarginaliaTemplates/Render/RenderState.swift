/// One render: the stack, the current indentation, the parents' arguments and the output
/// buffer, all mutated in place. The library's tables are read, never copied per tag.
struct RenderState {
    let tables: RenderTables
    var output: [UInt8]
    var stack: [Frame] = []
    var indent: [UInt8] = []
    var overrides: [BlockOverride] = []
    /// The last objects read on the way to dotted names.
    var keptObjects: [KeptObject] = []
    /// Partials kept from earlier renders, when the caller shares them.
    var partials: RenderedPartials?
    /// Sections, blocks, partials and parents being rendered, nested.
    private var nesting = 0
    /// Content nested deeper than this is not rendered, so that no render overflows the stack
    /// or runs for ever. A declared root cannot get there by its templates: the checker bounds
    /// their nesting (`TemplateLimits.maximumNesting`) and proves that every recursion goes
    /// deeper into the data, so only data nested this deep can (a comment thread here is at most
    /// six levels). Dynamic data is not checked: a template that includes itself through a
    /// dynamic value stops here, with its output cut.
    static let maximumNesting = 4 * TemplateLimits.maximumNesting

    init(tables: RenderTables, output: [UInt8]) {
        self.tables = tables
        self.output = output
        stack.reserveCapacity(32)
    }

    /// Runs ops `start..<end` of `template`. `inline`: the content starts mid-line, so its
    /// first line gets no indentation.
    mutating func run(_ template: Int32, from start: Int, to end: Int, inline: Bool = false) {
        guard nesting < Self.maximumNesting else { return }
        nesting += 1
        defer { nesting -= 1 }
        let ops = tables.programs[Int(template)]
        var index = start
        if inline, index < end {
            switch ops[index] {
            case .indent:
                index += 1
            case .indentedText(let textStart, let textEnd):
                appendText(textStart, textEnd)
                index += 1
            default:
                break
            }
        }
        while index < end {
            switch ops[index] {
            case .text(let textStart, let textEnd):
                appendText(textStart, textEnd)
            case .indentedText(let textStart, let textEnd):
                output.append(contentsOf: indent)
                appendText(textStart, textEnd)
            case .indent:
                output.append(contentsOf: indent)
            case .variable(let path, let escaped):
                write(resolve(path).value, escaped: escaped)
            case .section(let path, let skip):
                let (value, schema) = resolve(path)
                renderSection(value, schema: schema, template: template, from: index + 1, to: index + 1 + Int(skip))
                index += Int(skip)
            case .inverted(let path, let skip):
                if !resolve(path).value.isTruthy { run(template, from: index + 1, to: index + 1 + Int(skip)) }
                index += Int(skip)
            case .partial(let partial, let indentID, let standalone):
                if partial >= 0 { expandPartial(partial, indent: indentID, standalone: standalone) }
            case .parent(let parent, let indentID, let standalone, let skip):
                if parent >= 0 {
                    let depth = overrides.count
                    pushArguments(of: template, from: index + 1, to: index + 1 + Int(skip))
                    expand(parent, indent: indentID, standalone: standalone)
                    overrides.removeLast(overrides.count - depth)
                }
                index += Int(skip)
            case .block(let name, let indentID, let standalone, let skip):
                renderBlock(
                    name, indent: indentID, standalone: standalone, template: template, from: index + 1,
                    to: index + 1 + Int(skip))
                index += Int(skip)
            }
            index += 1
        }
    }

    private mutating func appendText(_ start: Int32, _ end: Int32) {
        tables.text.withUnsafeBufferPointer { text in
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[Int(start)..<Int(end)]))
        }
    }

    /// A partial or parent: its whole template, indented when its tag stood alone.
    mutating func expand(_ template: Int32, indent indentID: Int32, standalone: Bool) {
        let depth = indent.count
        indent += tables.indents[Int(indentID)]
        run(template, from: 0, to: tables.programs[Int(template)].count, inline: !standalone)
        indent.removeLast(indent.count - depth)
    }

    private mutating func pushArguments(of template: Int32, from start: Int, to end: Int) {
        let ops = tables.programs[Int(template)]
        var index = start
        while index < end {
            if case .block(let name, _, _, let skip) = ops[index] {
                overrides.append(
                    BlockOverride(name: name, template: template, start: Int32(index + 1), end: Int32(index + 1) + skip)
                )
                index += Int(skip)
            }
            index += 1
        }
    }

    /// A block: the outermost parent's argument for it, else its default content. The content
    /// is indented by the block's indentation where it expands.
    private mutating func renderBlock(
        _ name: Int32, indent indentID: Int32, standalone: Bool, template: Int32, from start: Int, to end: Int
    ) {
        let depth = indent.count
        if let argument = overrides.first(where: { $0.name == name }) {
            indent += tables.indents[Int(indentID)]
            run(argument.template, from: Int(argument.start), to: Int(argument.end), inline: !standalone)
        } else {
            if standalone { indent += tables.indents[Int(indentID)] }
            run(template, from: start, to: end)
        }
        indent.removeLast(indent.count - depth)
    }
}
