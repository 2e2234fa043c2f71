extension TemplateParser {
    mutating func parseSection(inverted: Bool, tagStart: Int, _ body: inout TemplateBody) -> BodyEnd? {
        guard let name = readName(until: closing, tagStart: tagStart) else { return nil }
        let alone = standsAlone(body)
        if alone { body.dropLine() } else { body.flushWhitespace(at: tagStart) }
        var inner = TemplateBody(newLine: alone, strip: body.strip)
        let end = parseNested(name, tagStart: tagStart, &inner)
        body.append(.section(name, inverted: inverted, body: inner.nodes), at: tagStart)
        return finish(end, name: name, tagStart: tagStart, openedAlone: alone, &body)
    }

    mutating func parseClose(tagStart: Int, _ body: inout TemplateBody) -> BodyEnd? {
        guard let name = readName(until: closing, tagStart: tagStart) else { return nil }
        guard name == openSections.last else {
            if openSections.contains(name) { return .unwinding(to: name) }
            report(.mismatchedClose(found: name, expected: openSections.last), at: tagStart)
            return nil
        }
        let alone = standsAlone(body)
        if !alone, !body.whitespace.isEmpty {
            body.appendText(body.whitespace, at: tagStart)
            body.whitespace = []
        }
        return .closed(standalone: alone)
    }

    mutating func parsePartial(tagStart: Int, _ body: inout TemplateBody) {
        guard let name = readName(until: closing, tagStart: tagStart) else { return }
        if name.hasPrefix("*") {
            report(.declinedDynamicName(name: String(name.dropFirst()).trimmingBlanks), at: tagStart)
            endSilentTag(&body)
            return
        }
        if standsAlone(body) {
            body.append(.partial(name, indent: body.whitespace), at: tagStart)
            body.dropLine()
        } else {
            body.flushWhitespace(at: tagStart)
            body.append(.partial(name, indent: nil), at: tagStart)
            body.newLine = false
        }
    }

    /// `{{<parent}}`: only the blocks inside count (they are the parent's arguments).
    mutating func parseParent(tagStart: Int, _ body: inout TemplateBody) -> BodyEnd? {
        guard let name = readName(until: closing, tagStart: tagStart) else { return nil }
        let dynamic = name.hasPrefix("*")
        if dynamic { report(.declinedDynamicName(name: String(name.dropFirst()).trimmingBlanks), at: tagStart) }
        let alone = standsAlone(body)
        let indent = body.whitespace
        if alone { body.dropLine() } else { body.flushWhitespace(at: tagStart) }
        var arguments = TemplateBody(newLine: true, strip: body.strip, isParentArguments: true)
        let end = parseNested(name, tagStart: tagStart, &arguments)
        var blocks: [TemplateNode] = []
        var dropped: [Int] = []
        for node in arguments.nodes {
            switch node.kind {
            case .block: blocks.append(node)
            case .indent: break
            case .text(let bytes, _):
                if bytes.contains(where: { !Self.isBlank($0) }) { dropped.append(firstNonBlank(from: node.offset)) }
            case .variable, .section, .partial, .parent: dropped.append(node.offset)
            }
        }
        if !dynamic {
            body.append(
                .parent(name, indent: indent, standalone: alone, blocks: blocks, dropped: dropped), at: tagStart)
        }
        return finish(end, name: name, tagStart: tagStart, openedAlone: alone, &body)
    }

    /// `{{$block}}`: an argument inside a parent tag, else a place a parent's argument can fill.
    /// A block whose opening tag stands alone loses its own indentation (that of its first
    /// line); where it expands, the expansion site's indentation is added back.
    mutating func parseBlock(tagStart: Int, _ body: inout TemplateBody) -> BodyEnd? {
        guard let name = readName(until: closing, tagStart: tagStart) else { return nil }
        let alone = standsAlone(body)
        let whitespace = body.whitespace
        if alone { body.dropLine() } else if !body.isParentArguments { body.flushWhitespace(at: tagStart) }
        var inner = TemplateBody(newLine: alone, strip: body.strip, recordsIndentation: alone)
        let end = parseNested(name, tagStart: tagStart, &inner)
        let indent = body.isParentArguments ? [] : (alone ? inner.ownIndentation ?? whitespace : whitespace)
        body.append(.block(name, indent: indent, standalone: alone, body: inner.nodes), at: tagStart)
        return finish(end, name: name, tagStart: tagStart, openedAlone: alone, &body)
    }

    /// The offset of the first byte from `offset` on that is not a space, tab or line break.
    func firstNonBlank(from offset: Int) -> Int {
        var offset = offset
        while offset < source.bytes.count, Self.isBlank(source.bytes[offset]) { offset += 1 }
        return offset
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Parses a section's, block's or parent's content; past `TemplateLimits.maximumNesting`
    /// open tags, reports the tag and gives up on the rest of the file (each level is a call
    /// here and in every later phase).
    mutating func parseNested(_ name: String, tagStart: Int, _ inner: inout TemplateBody) -> BodyEnd {
        guard openSections.count < TemplateLimits.maximumNesting else {
            report(.nestedTooDeep(limit: TemplateLimits.maximumNesting), at: tagStart)
            aborted = true
            return .endOfInput
        }
        openSections.append(name)
        defer { openSections.removeLast() }
        return parse(&inner)
    }

    /// After a nested body: reports what it left open and passes an unwinding up.
    mutating func finish(_ end: BodyEnd, name: String, tagStart: Int, openedAlone: Bool, _ body: inout TemplateBody)
        -> BodyEnd?
    {
        switch end {
        case .closed(let closedAlone):
            body.newLine = openedAlone
            body.atLineStart = closedAlone
            return nil
        case .unwinding(let target) where target == name:
            body.newLine = openedAlone
            body.atLineStart = false
            return nil
        case .unwinding:
            report(.unclosedSection(name: name), at: tagStart)
            return end
        case .endOfInput:
            if !aborted { report(.unclosedSection(name: name), at: tagStart) }
            return end
        }
    }
}
