import MarginaliaText

/// Where readers' comments are sent (`site.json`'s `commentsURL`): the address under which
/// `marginalia intake` (or `marginalia serve`) answers, either absolute (`https://talk.example.org/`)
/// or a path on the site's own host (`/comments/`), always ending in `/`.
///
/// Every page of the intake is a path below it (`preview`, `confirm`, `reply`, `received`), named
/// here once for the form, the reply links and the server.
public struct CommentsAddress: Sendable, Hashable {
    /// The address as given, with a `/` added at the end when it had none.
    public let rawValue: String

    /// The page that shows a form filled in as a preview.
    public static let previewPage = "preview"
    /// The page a preview's "Send" posts to.
    public static let confirmPage = "confirm"
    /// The page that shows a comment and the form to answer it.
    public static let replyPage = "reply"
    /// The page a confirmed comment is redirected to.
    public static let receivedPage = "received"

    /// `nil` unless `text` is an `http(s)` URL with a host, or a path starting with one `/`, free
    /// of white space, control characters, `?` and `#`.
    public init?(_ text: String) {
        let address = text.hasSuffix("/") ? text : text + "/"
        guard !address.contains(where: { $0 == "?" || $0 == "#" || $0 == "\\" }) else { return nil }
        if address.hasPrefix("/") {
            guard !address.hasPrefix("//"), SafeURL.checked("https://host" + address) == "https://host" + address
            else { return nil }
        } else {
            guard let scheme = address.split(separator: ":").first?.lowercased(), scheme == "http" || scheme == "https",
                SafeURL.checked(address) == address
            else { return nil }
        }
        rawValue = address
    }

    /// Whether the address is a path on the site's own host.
    public var isPathOnly: Bool { rawValue.hasPrefix("/") }

    /// The path part, from its first `/`: what the server's routes start with.
    public var path: String {
        if isPathOnly { return rawValue }
        let afterScheme = rawValue[rawValue.range(of: "://")!.upperBound...]
        return afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
    }

    /// The scheme, host and port (`https://talk.example.org`), for a page's
    /// Content-Security-Policy; `nil` for a path on the site's own host.
    public var origin: String? {
        guard !isPathOnly else { return nil }
        let afterScheme = rawValue.range(of: "://")!.upperBound
        let end = rawValue[afterScheme...].firstIndex(of: "/") ?? rawValue.endIndex
        return String(rawValue[..<end])
    }

    /// The address of one of the intake's pages.
    public func url(_ page: String) -> String { rawValue + page }

    /// The address made absolute against the site's `baseURL` when it is a path, for pages read on
    /// other sites (the embeddable thread).
    public func absolute(against baseURL: String) -> CommentsAddress {
        guard isPathOnly, let origin = CommentsAddress(baseURL)?.origin else { return self }
        return CommentsAddress(origin + rawValue) ?? self
    }
}

extension CommentsAddress: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let address = CommentsAddress(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "\"\(text)\" is not an address comments can be sent to: use an http(s) URL or a path such as /comments/"
            )
        }
        self = address
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
