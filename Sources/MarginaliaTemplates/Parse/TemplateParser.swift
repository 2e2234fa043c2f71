/// Parses one template's bytes into nodes, applying Mustache's whitespace rules, and collects
/// every syntax problem instead of stopping at the first.
struct TemplateParser {
    let source: TemplateSource
    private(set) var problems: [TemplateProblem] = []
    var position = 0
    var opening: [UInt8] = Array("{{".utf8)
    var closing: [UInt8] = Array("}}".utf8)
    /// Names of the sections, blocks and parents open around the current position.
    var openSections: [String] = []
    /// Set by a comment that never ends: the rest of the file is unreadable.
    var aborted = false

    /// How a body ended.
    enum BodyEnd {
        /// Its closing tag came; `standalone` when that tag stood alone on its line.
        case closed(standalone: Bool)
        /// A closing tag of an enclosing section came first.
        case unwinding(to: String)
        case endOfInput
    }

    /// The template's nodes and its problems.
    static func parse(_ source: TemplateSource) -> (nodes: [TemplateNode], problems: [TemplateProblem]) {
        var parser = TemplateParser(source: source)
        var body = TemplateBody(newLine: true, strip: [])
        _ = parser.parse(&body)
        return (body.nodes, parser.problems)
    }

    mutating func report(_ kind: TemplateProblem.Kind, at offset: Int) {
        problems.append(source.problem(at: offset, kind))
    }

    /// Parses until the body's closing tag (or the end).
    mutating func parse(_ body: inout TemplateBody) -> BodyEnd {
        let bytes = source.bytes
        while position < bytes.count, !aborted {
            if body.newLine {
                let start = position
                while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
                body.startLine(with: bytes[start..<position])
            }
            body.pendingIndent = body.atLineStart
            let textStart = position
            while position < bytes.count, !startsTag(at: position), newlineLength(at: position) == 0 { position += 1 }
            let newline = newlineLength(at: position)
            if newline > 0 {
                body.appendText(body.whitespace + bytes[textStart..<position + newline], at: textStart)
                body.whitespace = []
                position += newline
                body.newLine = true
                body.atLineStart = true
                continue
            }
            if position > textStart {
                body.appendText(body.whitespace + bytes[textStart..<position], at: textStart)
                body.whitespace = []
                body.newLine = false
                body.atLineStart = false
            }
            if position >= bytes.count { break }
            if let end = parseTag(&body) { return end }
        }
        if !body.whitespace.isEmpty {
            body.appendText(body.whitespace, at: position)
            body.whitespace = []
        }
        return .endOfInput
    }

    func startsTag(at offset: Int) -> Bool {
        hasBytes(opening, at: offset)
    }

    func hasBytes(_ expected: [UInt8], at offset: Int) -> Bool {
        let bytes = source.bytes
        guard offset + expected.count <= bytes.count else { return false }
        for index in expected.indices where bytes[offset + index] != expected[index] { return false }
        return true
    }

    /// 1 for "\n", 2 for "\r\n", else 0.
    func newlineLength(at offset: Int) -> Int {
        let bytes = source.bytes
        guard offset < bytes.count else { return 0 }
        if bytes[offset] == UInt8(ascii: "\n") { return 1 }
        if bytes[offset] == UInt8(ascii: "\r"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") {
            return 2
        }
        return 0
    }

    /// A tag stands alone when only whitespace surrounds it on its line (swift-mustache's rule:
    /// "on its line" starts after the previous standalone tag). Consumes the rest of the line.
    mutating func standsAlone(_ body: TemplateBody) -> Bool {
        guard body.newLine else { return false }
        let bytes = source.bytes
        var end = position
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        if end == bytes.count {
            position = end
            return true
        }
        let newline = newlineLength(at: end)
        guard newline > 0 else { return false }
        position = end + newline
        return true
    }
}
