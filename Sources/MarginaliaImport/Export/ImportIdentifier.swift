import MarginaliaModels

/// Makes fixture ids from export ids, such as `disqus-123` or `wp-18-7`: always safe as a path
/// segment (the content check requires it of post ids; comment ids appear in anchors), and
/// distinct for distinct inputs.
enum ImportIdentifier {
    /// `prefix-part-part…`, or `nil` when that would be longer than a path segment may be.
    static func make(_ prefix: String, _ parts: String...) -> Identifier? {
        let id = Identifier(([prefix] + parts.map(encode)).joined(separator: "-"))
        return id.isSafePathSegment ? id : nil
    }

    /// Keeps ASCII letters, digits and `.`; writes every other byte as `_` and two hex digits,
    /// so `a-b` and `a_b` stay apart and the parts can be joined with `-` unambiguously.
    static func encode(_ part: String) -> String {
        var encoded = ""
        for byte in part.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "_" + String(byte, radix: 16, uppercase: true).zeroPadded(to: 2)
            }
        }
        return encoded
    }
}
