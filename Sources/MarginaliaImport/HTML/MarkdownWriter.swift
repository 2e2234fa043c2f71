/// Writes Markdown blocks as CommonMark text.
enum MarkdownWriter {
    /// The document: blocks separated by blank lines, no trailing newline.
    static func write(_ blocks: [MarkdownBlock]) -> String {
        var parts: [String] = []
        for (index, block) in blocks.enumerated() {
            parts.append(write(block, after: index > 0 ? blocks[index - 1] : nil))
        }
        return parts.joined(separator: "\n\n")
    }

    private static func write(_ block: MarkdownBlock, after previous: MarkdownBlock?) -> String {
        switch block {
        case .paragraph(let tokens):
            return MarkdownInlineWriter.write(tokens)
        case .codeBlock(let code):
            return fencedCode(code)
        case .quote(let blocks):
            return prefixLines(write(blocks), first: "> ", rest: "> ", blank: ">")
        case .list(let ordered, let items):
            // Two lists in a row would merge into one unless their markers differ.
            let alternate = if case .list(ordered, _) = previous { true } else { false }
            return items.enumerated().map { number, item in
                let marker = ordered ? "\(number + 1)\(alternate ? ")" : ".")" : alternate ? "*" : "-"
                let indent = String(repeating: " ", count: marker.count + 1)
                return prefixLines(writeItem(item), first: marker + " ", rest: indent, blank: "")
            }.joined(separator: "\n")
        }
    }

    /// An item's blocks: a paragraph followed by a list, quote or code is kept tight (they may
    /// interrupt a paragraph); everything else is separated by a blank line.
    private static func writeItem(_ blocks: [MarkdownBlock]) -> String {
        var text = ""
        for (index, block) in blocks.enumerated() {
            if index > 0 {
                let tight: Bool =
                    switch (blocks[index - 1], block) {
                    case (.paragraph, .list), (.paragraph, .quote), (.paragraph, .codeBlock): true
                    default: false
                    }
                text += tight ? "\n" : "\n\n"
            }
            text += write(block, after: index > 0 ? blocks[index - 1] : nil)
        }
        return text
    }

    /// A fence of backticks longer than any run of backticks in the code.
    private static func fencedCode(_ code: String) -> String {
        var longest = 0
        var run = 0
        for scalar in code.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "\n" + code + "\n" + fence
    }

    private static func prefixLines(_ text: String, first: String, rest: String, blank: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            line.isEmpty ? (index == 0 ? String(first.dropLast()) : blank) : (index == 0 ? first : rest) + line
        }.joined(separator: "\n")
    }
}
