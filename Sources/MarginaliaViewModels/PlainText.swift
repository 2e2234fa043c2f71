import Foundation
import MarginaliaModels

/// Plain text from the HTML that cmark writes, for places that take text (structured data).
enum PlainText {
    /// The text of `html` without tags: block ends become line breaks, cmark's four escapes
    /// (`&amp;`, `&lt;`, `&gt;`, `&quot;`) are decoded, surrounding white space is trimmed.
    static func fromHTML(_ html: String) -> String {
        var text = ""
        var tag = ""
        var inTag = false
        for character in html {
            if inTag {
                if character == ">" {
                    inTag = false
                    if Self.breakingTags.contains(where: { tag.hasPrefix($0) }) { text += "\n" }
                } else {
                    tag.append(character)
                }
            } else if character == "<" {
                inTag = true
                tag = ""
            } else {
                text.append(character)
            }
        }
        let decoded = text
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        var lines: [Substring] = []
        for line in decoded.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace), lines.last?.allSatisfy(\.isWhitespace) ?? true { continue }
            lines.append(line)
        }
        return lines.joined(separator: "\n").trimmed
    }

    /// Tags after which a line break separates the text (closing block tags, `<br />`).
    private static let breakingTags = ["/p", "/li", "/pre", "/blockquote", "/h", "br", "hr", "/ul", "/ol"]
}
