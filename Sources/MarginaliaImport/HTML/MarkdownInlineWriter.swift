/// Writes a paragraph's inline tokens.
enum MarkdownInlineWriter {
    static func write(_ tokens: [InlineToken]) -> String {
        var output = ""
        var atLineStart = true
        for (index, token) in tokens.enumerated() {
            switch token {
            case .text(let text):
                let beforeLink =
                    if index + 1 < tokens.count, case .open(.link, _) = tokens[index + 1] { true } else { false }
                output += MarkdownEscaping.text(text, atLineStart: atLineStart, beforeLink: beforeLink)
            case .space:
                output += " "
            case .lineBreak:
                output += "\\\n"
                atLineStart = true
                continue
            case .code(let code):
                output +=
                    MarkdownEscaping.codeSpan(code, atLineStart: atLineStart)
                    ?? MarkdownEscaping.text(code, atLineStart: atLineStart, beforeLink: false)
            case .open(.emphasis, _), .close(.emphasis, _):
                output += "*"
            case .open(.strong, _), .close(.strong, _):
                output += "**"
            case .open(.link, _):
                output += "["
            case .close(.link(let destination), _):
                output += "](" + MarkdownEscaping.linkDestination(destination) + ")"
            }
            atLineStart = false
        }
        return output
    }
}
