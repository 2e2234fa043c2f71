import Foundation

/// A URL from untrusted input, allowed into an `href` or `src` only with a known-safe scheme.
public enum SafeURL {
    /// The schemes a link may use.
    public static let linkSchemes: Set<String> = ["http", "https", "mailto"]
    /// The schemes an image may use.
    public static let imageSchemes: Set<String> = ["http", "https"]

    /// The trimmed URL if it parses and its scheme is in `schemes`, else `nil`.
    public static func checked(_ text: String?, schemes: Set<String> = linkSchemes) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty,
              !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
              let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), schemes.contains(scheme)
        else { return nil }
        if scheme != "mailto", components.host?.isEmpty ?? true { return nil }
        return text
    }
}
