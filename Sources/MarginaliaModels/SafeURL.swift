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
        guard let text = text?.trimmed, !text.isEmpty, !containsSpaceOrControl(text),
              let colon = text.firstIndex(of: ":")
        else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
              scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0)) }),
              schemes.contains(scheme.lowercased())
        else { return nil }
        let rest = text[text.index(after: colon)...]
        if scheme.lowercased() == "mailto" { return rest.isEmpty ? nil : text }
        guard rest.hasPrefix("//") else { return nil }
        let host = rest.dropFirst(2).prefix { !"/?#".contains($0) }
        return host.isEmpty || host == "@" ? nil : text
    }

    private static func containsSpaceOrControl(_ text: String) -> Bool {
        if text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return false }
        return text.unicodeScalars.contains {
            $0.properties.isWhitespace || $0.properties.generalCategory == .control || $0.value == 0xFFFE || $0.value == 0xFFFF
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
