/// Decides which link targets from imported HTML become Markdown links: `http`, `https` and
/// `mailto` only. Anything else (`javascript:`, `data:`, relative paths) is shown as plain text.
enum LinkPolicy {
    /// The schemes a link may keep.
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The cleaned destination if its scheme is allowed, else `nil`.
    ///
    /// Cleaning follows what browsers do with an `href`: tabs and newlines anywhere are removed
    /// and leading and trailing spaces and control characters are trimmed, so that
    /// `" java\tscript:"` is recognised for what it is.
    static func destination(for href: String) -> String? {
        var scalars = href.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }[...]
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        guard let colon = scalars.firstIndex(of: ":") else { return nil }
        let scheme = String(String.UnicodeScalarView(scalars[..<colon])).lowercased()
        guard allowedSchemes.contains(scheme), scalars.index(after: colon) < scalars.endIndex else { return nil }
        return String(String.UnicodeScalarView(scalars))
    }
}
