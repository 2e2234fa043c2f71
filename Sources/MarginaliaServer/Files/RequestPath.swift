import Foundation

/// A request's path, checked so that it can only name something inside the served folder, and
/// split into decoded segments.
///
/// Each `/`-separated segment is percent-decoded on its own. A path is refused if it does not
/// start with `/`, has a malformed escape or bytes that are not UTF-8, or has a segment that is
/// `.` or `..` or that contains, once decoded, a `/` (`%2f`), a backslash or a NUL byte. Empty
/// segments (`//`) are dropped.
struct RequestPath: Equatable, Sendable {
    /// Why a path was refused.
    enum Rejection: Error, Equatable {
        case notAbsolute
        case malformedEscape
        case dotSegment
        case encodedSlash
        case backslash
        case nulByte
    }

    /// The decoded segments, none empty.
    let segments: [String]
    /// Whether the path ends with `/`, naming a folder.
    let hasTrailingSlash: Bool
    /// The path as received (still percent-encoded) with empty segments dropped, so that a
    /// redirect built from it cannot start with `//` (another host).
    let normalized: String

    init(_ raw: String) throws(Rejection) {
        guard raw.hasPrefix("/") else { throw .notAbsolute }
        let encoded = raw.split(separator: "/", omittingEmptySubsequences: true)
        var segments: [String] = []
        for segment in encoded {
            let decoded = try Self.percentDecoded(segment)
            if decoded == "." || decoded == ".." { throw .dotSegment }
            if decoded.contains("/") { throw .encodedSlash }
            if decoded.contains("\\") { throw .backslash }
            if decoded.contains("\0") { throw .nulByte }
            segments.append(decoded)
        }
        self.segments = segments
        hasTrailingSlash = raw.hasSuffix("/")
        normalized = "/" + encoded.joined(separator: "/") + (hasTrailingSlash && !encoded.isEmpty ? "/" : "")
    }

    /// The path below the served folder, such as `posts/p1/index.html`.
    var relativePath: String { segments.joined(separator: "/") }

    /// The segment with its `%XX` escapes decoded (Foundation's `removingPercentEncoding`, which
    /// gives `nil` for a malformed escape or bytes that are not UTF-8).
    private static func percentDecoded(_ segment: Substring) throws(Rejection) -> String {
        guard let text = String(segment).removingPercentEncoding else { throw .malformedEscape }
        return text
    }
}
