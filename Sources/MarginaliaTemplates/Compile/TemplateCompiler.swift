/// Flattens parsed templates into ops over shared tables, resolving template names to indices
/// and tag names to interned paths.
struct TemplateCompiler {
    private(set) var theme = CompiledTheme()
    private let templateIndex: [String: Int]
    private var pathIDs: [String: Int32] = [:]
    private var indentIDs: [[UInt8]: Int32] = [[]: 0]
    /// The last op is text that the next text may extend (nothing came between).
    private var canMerge = false

    init(templateNames: [String]) {
        var index: [String: Int] = [:]
        for (position, name) in templateNames.enumerated() { index[name] = position }
        templateIndex = index
    }

    mutating func add(_ nodes: [TemplateNode], name: String) {
        var template = CompiledTemplate(name: name)
        compile(nodes, into: &template)
        theme.templates.append(template)
    }

    private mutating func compile(_ nodes: [TemplateNode], into template: inout CompiledTemplate) {
        for node in nodes {
            let offset = Int32(node.offset)
            if case .text = node.kind {} else { canMerge = false }
            defer { if case .text = node.kind {} else { canMerge = false } }
            switch node.kind {
            case .text(let bytes, let indented):
                appendText(bytes, indented: indented, offset: offset, into: &template)
            case .indent:
                template.append(.indent, at: offset)
            case .variable(let name, let escaped):
                template.append(.variable(path: path(name), escaped: escaped), at: offset)
            case .section(let name, let inverted, let body):
                let path = path(name)
                let start = template.ops.count
                template.append(.section(path: path, skip: 0), at: offset)
                compile(body, into: &template)
                let skip = Int32(template.ops.count - start - 1)
                template.ops[start] = inverted ? .inverted(path: path, skip: skip) : .section(path: path, skip: skip)
            case .partial(let name, let indent):
                let target = reference(name, at: template.ops.count, in: &template)
                template.append(
                    .partial(template: target, indent: indentID(indent ?? []), standalone: indent != nil), at: offset)
            case .parent(let name, let indent, let standalone, let blocks, let dropped):
                let target = reference(name, at: template.ops.count, in: &template)
                let start = template.ops.count
                if !dropped.isEmpty { template.droppedContent[start] = dropped.map { Int32($0) } }
                template.append(.parent(template: target, indent: 0, standalone: standalone, skip: 0), at: offset)
                compile(blocks, into: &template)
                let skip = Int32(template.ops.count - start - 1)
                template.ops[start] = .parent(
                    template: target, indent: indentID(indent), standalone: standalone, skip: skip)
            case .block(let name, let indent, let standalone, let body):
                let id = theme.names.intern(name)
                let start = template.ops.count
                template.append(.block(name: id, indent: 0, standalone: standalone, skip: 0), at: offset)
                compile(body, into: &template)
                let skip = Int32(template.ops.count - start - 1)
                template.ops[start] = .block(name: id, indent: indentID(indent), standalone: standalone, skip: skip)
            }
        }
    }

    /// Appends text, merged with the text op before it when nothing comes between.
    private mutating func appendText(
        _ bytes: [UInt8], indented: Bool, offset: Int32, into template: inout CompiledTemplate
    ) {
        guard !bytes.isEmpty else {
            if indented {
                template.append(.indent, at: offset)
                canMerge = false
            }
            return
        }
        let start = Int32(theme.text.count)
        theme.text += bytes
        let end = Int32(theme.text.count)
        defer { canMerge = true }
        if !indented, canMerge, let last = template.ops.last {
            switch last {
            case .text(let previous, let previousEnd) where previousEnd == start:
                template.ops[template.ops.count - 1] = .text(start: previous, end: end)
                return
            case .indentedText(let previous, let previousEnd) where previousEnd == start:
                template.ops[template.ops.count - 1] = .indentedText(start: previous, end: end)
                return
            default:
                break
            }
        }
        template.append(indented ? .indentedText(start: start, end: end) : .text(start: start, end: end), at: offset)
    }

    private mutating func reference(_ name: String, at op: Int, in template: inout CompiledTemplate) -> Int32 {
        guard let index = templateIndex[name] else {
            template.unknownReferences[op] = name
            return -1
        }
        return Int32(index)
    }

    private mutating func indentID(_ indent: [UInt8]) -> Int32 {
        if let id = indentIDs[indent] { return id }
        let id = Int32(theme.indents.count)
        theme.indents.append(indent)
        indentIDs[indent] = id
        return id
    }

    /// Splits a tag's name once: `.` is the top, `.name` reads the top only, `a.b` is a chain.
    private mutating func path(_ spelling: String) -> Int32 {
        if let id = pathIDs[spelling] { return id }
        let topOnly = spelling.hasPrefix(".") && spelling != "."
        let body = topOnly ? String(spelling.dropFirst()) : spelling
        let parts = body == "." ? [] : body.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let first = parts.first.map { theme.names.intern($0) } ?? -1
        let restStart = Int32(theme.segments.count)
        for part in parts.dropFirst() { theme.segments.append(theme.names.intern(part)) }
        let path = NamePath(first: first, topOnly: topOnly, rest: restStart..<Int32(theme.segments.count))
        let id = Int32(theme.paths.count)
        theme.paths.append(path)
        theme.spellings.append(spelling)
        pathIDs[spelling] = id
        return id
    }
}

extension CompiledTemplate {
    mutating func append(_ op: Op, at offset: Int32) {
        ops.append(op)
        offsets.append(offset)
    }
}
