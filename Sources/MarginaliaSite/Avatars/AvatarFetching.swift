import Foundation

/// Downloads one remote avatar image. The production implementation is
/// `HTTPClientAvatarFetcher` (AsyncHTTPClient, in MarginaliaAvatarDownloads, which the site does
/// not import); `NoAvatarDownloads` fetches nothing; tests use a double that answers from memory.
public protocol AvatarFetching: Sendable {
    /// The image at `url`, checked: an accepted image type within the size limit.
    func fetch(_ url: URL) async throws(AvatarFetchError) -> AvatarImage

    /// Runs `body` with a fetcher for one build's downloads, whose resources (such as pooled
    /// connections) last as long as `body` and are released before this returns.
    func withSession<Result: Sendable>(_ body: (any AvatarFetching) async -> Result) async -> Result
}

extension AvatarFetching {
    /// A fetcher that holds nothing between fetches is its own session.
    public func withSession<Result: Sendable>(_ body: (any AvatarFetching) async -> Result) async -> Result {
        await body(self)
    }
}

/// A downloaded avatar whose bytes were checked to be an image of an accepted format.
public struct AvatarImage: Sendable, Equatable {
    public let data: Data
    public let format: AvatarImageFormat

    /// Checks `data` against what the server said it is.
    /// - Throws: `.notAnImage` unless the content type is `image/…` and the bytes are a PNG,
    ///   JPEG, GIF, WebP or AVIF; `.tooLarge` past `limit` bytes.
    public init(data: Data, contentType: String?, limit: Int) throws(AvatarFetchError) {
        guard data.count <= limit else { throw .tooLarge(bytes: data.count, limit: limit) }
        let mediaType =
            contentType?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard mediaType.hasPrefix("image/"), let format = AvatarImageFormat(sniffing: data) else {
            throw .notAnImage(contentType: contentType ?? "")
        }
        self.data = data
        self.format = format
    }

    /// An image already known to be of `format` (from the cache).
    init(data: Data, format: AvatarImageFormat) {
        self.data = data
        self.format = format
    }
}

/// Why an avatar was not fetched. The build goes on with the initials.
public enum AvatarFetchError: Error, Sendable, Equatable {
    /// The server answered with a status other than 200.
    case status(Int)
    /// The answer was not an image of an accepted format (SVG is refused: it can carry scripts).
    case notAnImage(contentType: String)
    /// The image is bigger than the limit (`bytes`: its size, when known).
    case tooLarge(bytes: Int?, limit: Int)
    /// No answer within the time limit.
    case timedOut(seconds: Double)
    /// The connection failed (unknown host, refused, reset, offline).
    case transport(String)
    /// An earlier fetch from the same host failed in this build, so it was not tried again.
    case hostFailedEarlier(host: String)
    /// The program was assembled without avatar downloads (`NoAvatarDownloads`).
    case downloadsUnavailable
}

extension AvatarFetchError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .status(let code): "the server answered \(code)"
        case .notAnImage(let type): "not a PNG, JPEG, GIF, WebP or AVIF image (content type “\(type)”)"
        case .tooLarge(let bytes?, let limit): "\(bytes) bytes, more than the limit of \(limit)"
        case .tooLarge(nil, let limit): "more than the limit of \(limit) bytes"
        case .timedOut(let seconds): "no answer within \(seconds) s"
        case .transport(let reason): reason
        case .hostFailedEarlier(let host): "\(host) failed earlier in this build"
        case .downloadsUnavailable: "this program does not download avatars"
        }
    }
}
