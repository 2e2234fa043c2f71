import MarginaliaModels
import MarginaliaText

/// Makes fixture ids from export ids, such as `disqus-123` or `wp-18-7`: always safe as a path
/// segment (the content check requires it of post ids; comment ids appear in anchors), and
/// distinct for distinct inputs.
enum ImportIdentifier {
    /// `prefix-part-part…`, or `nil` when that would be longer than a path segment may be.
    static func make(_ prefix: String, _ parts: String...) -> Identifier? {
        let id = Identifier(([prefix] + parts.map(encode)).joined(separator: "-"))
        return id.isSafePathSegment ? id : nil
    }

    /// `prefix-<encoded page>` for a page known by its address (Commento, Remark42); an address too
    /// long for a path segment is cut and ends in `-` and a hash of all of it (`encode` never
    /// writes `-`, so a cut id cannot equal an uncut one).
    static func page(_ prefix: String, _ address: String) -> Identifier {
        if let id = make(prefix, address) { return id }
        let hash = "-" + String(fnv1a(address), radix: 16).zeroPadded(to: 16)
        let room = Identifier.maximumPathSegmentLength - prefix.utf8.count - 1 - hash.utf8.count
        return Identifier(prefix + "-" + String(encode(address).prefix(room)) + hash)
    }

    /// The 64-bit FNV-1a hash of the text's UTF-8 bytes: the same on every machine and run.
    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
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
