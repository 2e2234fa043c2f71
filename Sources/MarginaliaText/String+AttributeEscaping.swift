extension String {
    /// The text escaped for HTML (or XML) text and double- or single-quoted attribute values: `&`,
    /// `<`, `>`, `"` and `'` become character references. Used for markup the project writes
    /// itself (our link tags, the dev server's script tag); the template engine escapes every
    /// `{{value}}` to the same bytes with its own escaper.
    ///
    /// It works on UTF-8 bytes, not `Character`s: a quote followed by a combining mark (`"` U+0301)
    /// is one `Character` that is not equal to `"`, so a per-`Character` escaper leaves the quote
    /// as it is and the text can end the attribute. Text without any of the five is returned as it
    /// is, without a copy.
    package var attributeEscaped: String {
        guard utf8.containsByte(where: Self.needsEscaping) else { return self }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }
}
