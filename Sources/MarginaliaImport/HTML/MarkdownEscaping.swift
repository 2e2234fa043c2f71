/// Writes untrusted text into CommonMark so that it stays text: no emphasis, links, HTML,
/// entities, headings, lists or code can come out of it.
enum MarkdownEscaping {
    /// `!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~`, the characters a backslash can escape.
    static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    /// Text for a paragraph. `atLineStart` escapes what would start a block (`#`, `>`, `-`, `+`,
    /// `=`, `~`, `1.`); `beforeLink` escapes a final `!`, which would turn the link into an image.
    static func text(_ text: String, atLineStart: Bool, beforeLink: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        output.reserveCapacity(scalars.count + 8)
        let orderedListPunctuation = atLineStart ? orderedListMarkerEnd(scalars) : nil
        for (index, scalar) in scalars.enumerated() {
            let escape = switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<": true
            case "&": startsCharacterReference(scalars[(index + 1)...])
            case "#", ">", "-", "+", "=", "~": atLineStart && index == 0
            case "!": beforeLink && index == scalars.count - 1
            default: index == orderedListPunctuation
            }
            if escape { output.append("\\") }
            output.append(scalar)
        }
        return String(output)
    }

    /// A code span holding `code` exactly: the backtick fence is one no run inside uses, and
    /// spaces pad content that starts or ends with a backtick or with a space on both sides
    /// (which CommonMark would strip). `nil` if the fence would be three or more backticks at
    /// the start of a line, where it would open a code block instead.
    static func codeSpan(_ code: String, atLineStart: Bool) -> String? {
        var runs: Set<Int> = []
        var run = 0
        for scalar in code.unicodeScalars {
            if scalar == "`" { run += 1 } else if run > 0 { runs.insert(run); run = 0 }
        }
        if run > 0 { runs.insert(run) }
        let length = (1...).first { !runs.contains($0) }!
        if atLineStart && length >= 3 { return nil }
        let fence = String(repeating: "`", count: length)
        let pad = code.hasPrefix("`") || code.hasSuffix("`") || (code.hasPrefix(" ") && code.hasSuffix(" "))
        return pad ? "\(fence) \(code) \(fence)" : "\(fence)\(code)\(fence)"
    }

    /// A link destination: spaces and control characters percent-encoded, and the characters
    /// that could end it or be read as an escape or an entity backslash-escaped.
    static func linkDestination(_ destination: String) -> String {
        var output = ""
        for scalar in destination.unicodeScalars {
            switch scalar {
            case "\\", "(", ")", "<", ">", "&":
                output += "\\" + String(scalar)
            case _ where scalar.value <= 0x20 || scalar.value == 0x7F:
                output += "%" + String(scalar.value, radix: 16, uppercase: true).zeroPadded(to: 2)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Whether the text after a `&` would make an entity or numeric character reference.
    private static func startsCharacterReference(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
        var index = rest.startIndex
        var isNumeric = false
        var isHex = false
        if index < rest.endIndex, rest[index] == "#" {
            isNumeric = true
            index += 1
            if index < rest.endIndex, rest[index] == "x" || rest[index] == "X" {
                isHex = true
                index += 1
            }
        }
        let start = index
        while index < rest.endIndex, index - start < 32 {
            let scalar = rest[index]
            let fits = isHex ? scalar.properties.isASCIIHexDigit : isNumeric ? ("0"..."9").contains(scalar) : scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            guard fits else { break }
            index += 1
        }
        return index > start && index < rest.endIndex && rest[index] == ";"
    }

    /// The index of the `.` or `)` in a line that starts like an ordered list item (`12.`).
    private static func orderedListMarkerEnd(_ scalars: [Unicode.Scalar]) -> Int? {
        var index = 0
        while index < scalars.count, index < 10, ("0"..."9").contains(scalars[index]) { index += 1 }
        guard index > 0, index < scalars.count, scalars[index] == "." || scalars[index] == ")" else { return nil }
        return index
    }
}
