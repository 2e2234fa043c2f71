import MarginaliaModels

/// Plain text from the HTML that cmark writes, for places that take text (structured data).
///
/// It works on UTF-8 bytes: it runs over every comment body of a build, and a loop over
/// `Character`s was a quarter of a build's time.
enum PlainText {
    /// The text of `html` without tags: block ends become line breaks, cmark's four escapes
    /// (`&amp;`, `&lt;`, `&gt;`, `&quot;`) are decoded, runs of blank lines become one, and
    /// surrounding white space is trimmed.
    static func fromHTML(_ html: String) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(html.utf8.count)
        var html = html
        html.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "<"):
                    let tagStart = index
                    while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                    let tag = UnsafeBufferPointer(rebasing: bytes[tagStart..<index])
                    index += 1
                    if breakingTags.contains(where: { tag.starts(with: $0) }) { text.append(UInt8(ascii: "\n")) }
                case UInt8(ascii: "&"):
                    let rest = UnsafeBufferPointer(rebasing: bytes[index...])
                    if let (entity, replacement) = entities.first(where: { rest.starts(with: $0.0) }) {
                        text.append(replacement)
                        index += entity.count
                    } else {
                        text.append(byte)
                    }
                default:
                    text.append(byte)
                }
            }
        }
        return collapsingBlankLines(text).trimmed
    }

    /// Drops each blank line that follows another blank line (or starts the text).
    private static func collapsingBlankLines(_ text: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var previousWasBlank = true
        for line in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let blank = isBlank(line)
            if blank && previousWasBlank { continue }
            if !result.isEmpty || !line.isEmpty { result.append(contentsOf: line) }
            result.append(UInt8(ascii: "\n"))
            previousWasBlank = blank
        }
        if !result.isEmpty { result.removeLast() }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        if line.allSatisfy({ $0 < 0x80 }) { return line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
        return String(decoding: line, as: UTF8.self).allSatisfy(\.isWhitespace)
    }

    /// Tags after which a line break separates the text (closing block tags, `<br />`).
    private static let breakingTags = ["/p", "/li", "/pre", "/blockquote", "/h", "br", "hr", "/ul", "/ol"].map { Array($0.utf8) }

    /// cmark's escapes, without their `&`, and the byte each stands for.
    private static let entities: [([UInt8], UInt8)] = [
        (Array("lt;".utf8), UInt8(ascii: "<")), (Array("gt;".utf8), UInt8(ascii: ">")),
        (Array("quot;".utf8), UInt8(ascii: "\"")), (Array("amp;".utf8), UInt8(ascii: "&")),
    ]
}
