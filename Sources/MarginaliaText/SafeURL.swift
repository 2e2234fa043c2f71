/// A URL from untrusted input, allowed into an `href` or `src` only with a known-safe scheme.
///
/// The check is written out in Swift rather than done with `URLComponents`: it runs for every
/// avatar and link of a build, and Foundation's parser dominated profiles.
public enum SafeURL {
    /// The schemes a link may use.
    public static let linkSchemes: Set<String> = ["http", "https", "mailto"]
    /// The schemes an image may use.
    public static let imageSchemes: Set<String> = ["http", "https"]

    /// The trimmed URL if its scheme is in `schemes` (and, for `http` and `https`, it names a
    /// host), and it holds no white space, control characters or the non-characters U+FFFE and
    /// U+FFFF (which XML forbids, and the feed is XML); else `nil`.
    public static func checked(_ text: String?, schemes: Set<String> = linkSchemes) -> String? {
        guard let text = text?.trimmed else { return nil }
        if let allowed = checkedVisibleASCII(text, schemes: schemes) { return allowed ? text : nil }
        return checkedByCharacters(text, schemes: schemes)
    }

    /// The check over characters, for any text: what `checked` does for text that is not all
    /// visible ASCII. The fuzzer holds the byte path to it.
    package static func checkedByCharacters(_ text: String?, schemes: Set<String>) -> String? {
        guard let text = text?.trimmed, !text.isEmpty, !containsSpaceOrControl(text),
            let colon = text.firstIndex(of: ":")
        else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
            scheme.unicodeScalars.allSatisfy({
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0))
            }),
            schemes.contains(scheme.lowercased())
        else { return nil }
        let rest = text[text.index(after: colon)...]
        if scheme.lowercased() == "mailto" { return rest.isEmpty ? nil : text }
        guard rest.hasPrefix("//") else { return nil }
        let host = rest.dropFirst(2).prefix { !"/?#".contains($0) }
        return host.isEmpty || host == "@" ? nil : text
    }

    /// The same check over bytes, for text of visible ASCII characters only (nearly every URL):
    /// each byte is a whole character there. Nil for any other text.
    private static func checkedVisibleASCII(_ text: String, schemes: Set<String>) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isASCIILetter(bytes[0]),
                bytes[..<colon].allSatisfy({
                    isASCIILetter($0) || isASCIIDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".")
                        || $0 == UInt8(ascii: "-")
                })
            else { return false }
            let scheme = String(decoding: bytes[..<colon].map { isASCIILetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
            guard schemes.contains(scheme) else { return false }
            let rest = bytes[(colon + 1)...]
            if scheme == "mailto" { return !rest.isEmpty }
            guard rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else { return false }
            let host = rest.dropFirst(2).prefix {
                $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
            }
            return !host.isEmpty && !host.elementsEqual([UInt8(ascii: "@")])
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func containsSpaceOrControl(_ text: String) -> Bool {
        if text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return false }
        return text.unicodeScalars.contains {
            $0.properties.isWhitespace || $0.properties.generalCategory == .control || $0.value == 0xFFFE
                || $0.value == 0xFFFF
        }
    }
}

extension SafeURL {
    /// An image source a page may use: a safe `http`/`https` URL (see `checked`), or a relative
    /// path on the site itself such as `../../assets/avatars/…png` or `/assets/…` (no scheme,
    /// not `//host`, no backslash, white space or control characters); else `nil`.
    public static func checkedImageSource(_ text: String?) -> String? {
        if let remote = checked(text, schemes: imageSchemes) { return remote }
        guard let text, !text.isEmpty, !text.hasPrefix("//"), !text.contains("\\"), !containsSpaceOrControl(text),
            !text.prefix(while: { $0 != "/" }).contains(":")
        else { return nil }
        return text
    }
}
