import Mustache

/// The escaping of `{{value}}` in the templates: the same five characters as swift-mustache's own
/// HTML content type (`& < > " '`), escaped in one pass over UTF-8 bytes, and text without any
/// of them returned as it is.
///
/// A large build escapes millions of short values (names, dates, links), almost none of which
/// need it; the library's escaper builds a new string through a dictionary lookup per `Character`
/// and was an eighth of the build's time. It is registered as the `HTML` content type, which the
/// templates select with `{{% CONTENT_TYPE: HTML }}`; a theme without that line gets the library's
/// escaper, with the same output.
struct HTMLEscaping: MustacheContentType {
    func escapeText(_ text: String) -> String {
        guard text.utf8.contains(where: Self.needsEscaping) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
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

    /// Makes `{{% CONTENT_TYPE: HTML }}` select this escaper in templates parsed afterwards.
    static func register() {
        MustacheContentTypes.register(HTMLEscaping(), named: "HTML")
    }
}
