import MarginaliaText

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
        // Everything that needs a backslash is ASCII, so the UTF-8 bytes are scanned and copied.
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 8)
        let orderedListPunctuation = atLineStart ? orderedListMarkerEnd(bytes) : nil
        for (index, byte) in bytes.enumerated() {
            let escape =
                switch byte {
                case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
                    UInt8(ascii: "]"), UInt8(ascii: "<"):
                    true
                case UInt8(ascii: "&"):
                    startsCharacterReference(bytes[(index + 1)...])
                case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="),
                    UInt8(ascii: "~"):
                    atLineStart && index == 0
                case UInt8(ascii: "!"):
                    beforeLink && index == bytes.count - 1
                default:
                    index == orderedListPunctuation
                }
            if escape { output.append(UInt8(ascii: "\\")) }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A code span holding `code` exactly: the backtick fence is one no run inside uses, and
    /// spaces pad content that starts or ends with a backtick or with a space on both sides
    /// (which CommonMark would strip). `nil` if the fence would be three or more backticks at
    /// the start of a line, where it would open a code block instead.
    static func codeSpan(_ code: String, atLineStart: Bool) -> String? {
        var runs: Set<Int> = []
        var run = 0
        for scalar in code.unicodeScalars {
            if scalar == "`" {
                run += 1
            } else if run > 0 {
                runs.insert(run)
                run = 0
            }
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
    private static func startsCharacterReference(_ rest: ArraySlice<UInt8>) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        var index = rest.startIndex
        var fits: (UInt8) -> Bool = { isDigit($0) || isLetter($0) }
        if index < rest.endIndex, rest[index] == UInt8(ascii: "#") {
            index += 1
            fits = isDigit
            if index < rest.endIndex, rest[index] | 0x20 == UInt8(ascii: "x") {
                index += 1
                fits = { isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0 | 0x20) }
            }
        }
        let start = index
        while index < rest.endIndex, index - start < 32, fits(rest[index]) { index += 1 }
        return index > start && index < rest.endIndex && rest[index] == UInt8(ascii: ";")
    }

    /// The index of the `.` or `)` in a line that starts like an ordered list item (`12.`).
    private static func orderedListMarkerEnd(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count, index < 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            index += 1
        }
        guard index > 0, index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")")
        else { return nil }
        return index
    }
}
