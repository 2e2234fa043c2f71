extension TemplateParser {
    /// Parses the tag at `position`. Returns how the body ends when the tag closes it.
    mutating func parseTag(_ body: inout TemplateBody) -> BodyEnd? {
        let tagStart = position
        position += opening.count
        let sigil = position < source.bytes.count ? source.bytes[position] : 0
        switch sigil {
        case UInt8(ascii: "!"):
            position += 1
            if readContent(until: closing, tagStart: tagStart, acrossLines: true) != nil {
                endSilentTag(&body)
            }
        case UInt8(ascii: "%"):
            position += 1
            if let content = readContent(until: closing, tagStart: tagStart, acrossLines: false) {
                checkPragma(content, tagStart: tagStart)
                endSilentTag(&body)
            }
        case UInt8(ascii: "="):
            position += 1
            setDelimiters(tagStart: tagStart, &body)
        case UInt8(ascii: "{"):
            position += 1
            if let name = readName(until: Array("}".utf8) + closing, tagStart: tagStart) {
                body.flushWhitespace(at: tagStart)
                body.append(.variable(name, escaped: false), at: tagStart)
                body.newLine = false
            }
        case UInt8(ascii: "#"), UInt8(ascii: "^"):
            position += 1
            return parseSection(inverted: sigil == UInt8(ascii: "^"), tagStart: tagStart, &body)
        case UInt8(ascii: "/"):
            position += 1
            return parseClose(tagStart: tagStart, &body)
        case UInt8(ascii: ">"):
            position += 1
            parsePartial(tagStart: tagStart, &body)
        case UInt8(ascii: "<"):
            position += 1
            return parseParent(tagStart: tagStart, &body)
        case UInt8(ascii: "$"):
            position += 1
            return parseBlock(tagStart: tagStart, &body)
        default:
            let escaped = sigil != UInt8(ascii: "&")
            if !escaped { position += 1 }
            if let name = readName(until: closing, tagStart: tagStart) {
                body.flushWhitespace(at: tagStart)
                body.append(.variable(name, escaped: escaped), at: tagStart)
                body.newLine = false
            }
        }
        return nil
    }

    /// `{{% CONTENT_TYPE: HTML }}` is the one pragma (swift-mustache's; it changes nothing here,
    /// since every `{{x}}` is escaped): anything else is a mistake a theme should hear of.
    mutating func checkPragma(_ content: ArraySlice<UInt8>, tagStart: Int) {
        let text = String(decoding: content, as: UTF8.self)
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let isContentType =
            parts.count == 2 && String(parts[0]).trimmingBlanks == "CONTENT_TYPE"
            && String(parts[1]).trimmingBlanks == "HTML"
        if !isContentType { report(.unknownPragma(content: text.trimmingBlanks), at: tagStart) }
    }

    /// After a comment, pragma or delimiter change: it writes nothing; its line goes if it stood alone.
    mutating func endSilentTag(_ body: inout TemplateBody) {
        if standsAlone(body) { body.dropLine() } else { body.newLine = false }
    }

    mutating func setDelimiters(tagStart: Int, _ body: inout TemplateBody) {
        guard let content = readContent(until: Array("=".utf8) + closing, tagStart: tagStart, acrossLines: false) else {
            return
        }
        let parts = content.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
        if parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) {
            opening = Array(parts[0])
            closing = Array(parts[1])
        } else {
            let text = String(decoding: content, as: UTF8.self).trimmingBlanks
            report(.badDelimiter(content: text), at: tagStart)
        }
        endSilentTag(&body)
    }

    /// The content up to `terminator`, leaving `position` after it; on a missing terminator,
    /// reports the tag and skips the line (or, for a comment, the rest of the file).
    mutating func readContent(until terminator: [UInt8], tagStart: Int, acrossLines: Bool) -> ArraySlice<UInt8>? {
        let bytes = source.bytes
        var end = position
        while end < bytes.count {
            if hasBytes(terminator, at: end) {
                defer { position = end + terminator.count }
                return bytes[position..<end]
            }
            if !acrossLines, newlineLength(at: end) > 0 { break }
            end += 1
        }
        report(.unclosedTag(closingDelimiter: String(decoding: closing, as: UTF8.self)), at: tagStart)
        position = end
        if acrossLines { aborted = true }
        return nil
    }

    /// A tag's name, trimmed; reports an empty one.
    mutating func readName(until terminator: [UInt8], tagStart: Int) -> String? {
        guard let content = readContent(until: terminator, tagStart: tagStart, acrossLines: false) else { return nil }
        let name = String(decoding: content, as: UTF8.self).trimmingBlanks
        if name.isEmpty {
            report(.emptyTag, at: tagStart)
            return nil
        }
        return name
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
