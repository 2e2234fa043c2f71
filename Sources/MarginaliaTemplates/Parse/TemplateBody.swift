/// The nodes of one body (a template, a section, a block, a parent's arguments) while it is
/// parsed, with the whitespace state that decides standalone lines and indentation.
struct TemplateBody {
    var nodes: [TemplateNode] = []
    /// At the start of a line as far as standalone tags are concerned (swift-mustache's rule: it
    /// stays set across a tag that stood alone, and after a section whose opening tag did).
    var newLine: Bool
    /// At the real start of a line of the template: partial indentation goes before its output.
    var atLineStart: Bool
    /// Whitespace read at the start of the current line, not yet written.
    var whitespace: [UInt8] = []
    /// An indentation marker is due before the next output of this line.
    var pendingIndent = false
    /// Inside a parent tag: only blocks count, the rest is ignored.
    let isParentArguments: Bool
    /// Whitespace removed from the start of every line (a block's own indentation, and that of
    /// the blocks around it).
    private(set) var strip: [UInt8]
    /// A block body whose opening tag stood alone: its first line sets its own indentation.
    private var recordsIndentation: Bool
    /// The indentation of the block's first line, once read.
    private(set) var ownIndentation: [UInt8]?

    init(newLine: Bool, strip: [UInt8], isParentArguments: Bool = false, recordsIndentation: Bool = false) {
        self.newLine = newLine
        atLineStart = newLine
        self.strip = strip
        self.isParentArguments = isParentArguments
        self.recordsIndentation = recordsIndentation
    }

    /// Takes the whitespace that starts a line, less the stripped indentation.
    mutating func startLine(with raw: ArraySlice<UInt8>) {
        var common = 0
        while common < strip.count, common < raw.count, raw[raw.startIndex + common] == strip[common] { common += 1 }
        let rest = raw.dropFirst(common)
        if recordsIndentation {
            recordsIndentation = false
            ownIndentation = Array(rest)
            strip += rest
            whitespace = []
        } else {
            whitespace = Array(rest)
        }
    }

    mutating func appendText(_ bytes: [UInt8], at offset: Int) {
        nodes.append(TemplateNode(offset: offset, kind: .text(bytes, indented: pendingIndent)))
        pendingIndent = false
        atLineStart = false
    }

    mutating func append(_ kind: TemplateNode.Kind, at offset: Int) {
        nodes.append(TemplateNode(offset: offset, kind: kind))
    }

    /// Before a tag that writes something inline: the line's whitespace, or its indentation marker.
    mutating func flushWhitespace(at offset: Int) {
        if !whitespace.isEmpty {
            appendText(whitespace, at: offset)
            whitespace = []
        } else if pendingIndent {
            append(.indent, at: offset)
            pendingIndent = false
        }
        atLineStart = false
    }

    /// After a tag that stood alone: its line is gone, the next one starts.
    mutating func dropLine() {
        whitespace = []
        pendingIndent = false
        newLine = true
        atLineStart = true
    }
}
