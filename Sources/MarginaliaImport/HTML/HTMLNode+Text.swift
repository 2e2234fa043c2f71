extension HTMLElement {
    /// The text of a `<pre>`: exact, with `<br>` as a newline, the newline HTML ignores right
    /// after `<pre>` removed and trailing blank lines trimmed; `nil` if nothing is left.
    var preformattedText: String? {
        var text = Substring(children.plainText)
        if text.hasPrefix("\r\n") { text = text.dropFirst(2) } else if text.hasPrefix("\n") { text = text.dropFirst() }
        while let last = text.unicodeScalars.last, TextPiece.isHTMLWhitespace(last) { text = text.dropLast() }
        return text.unicodeScalars.allSatisfy(TextPiece.isHTMLWhitespace) ? nil : String(text)
    }
}

extension [HTMLNode] {
    /// The text below some nodes, leaving out dropped elements; `<br>` gives a newline.
    var plainText: String {
        var text = ""
        for node in self {
            switch node {
            case .text(let piece):
                text += piece
            case .element(let element):
                switch HTMLElementRole(tagName: element.name) {
                case .dropped: break
                case .lineBreak: text += "\n"
                default: text += element.children.plainText
                }
            }
        }
        return text
    }
}
