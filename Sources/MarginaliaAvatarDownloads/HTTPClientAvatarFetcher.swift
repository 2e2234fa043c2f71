import AsyncHTTPClient
import Foundation
import MarginaliaModels
import MarginaliaSite

/// Fetches avatars over HTTP(S) with AsyncHTTPClient: one pooled client for all the images of a
/// build (`withSession`), a time limit for each image start to finish, however slowly its server
/// sends, and a size limit enforced while the body arrives (`collect(upTo:)`: a huge file is never
/// held in memory). Proxies come from `http_proxy`, `https_proxy` and `no_proxy`
/// (`ProxySettings`), which AsyncHTTPClient does not read by itself.
public struct HTTPClientAvatarFetcher: AvatarFetching {
    /// The most time one image may take, from the request to the last byte.
    public var timeout: Duration
    /// The largest image accepted, in bytes.
    public var sizeLimit: Int
    /// The proxies to use, or why the environment's proxy settings cannot be used (then every
    /// download fails with that reason rather than go around the proxy).
    public var proxies: Result<ProxySettings, ProxySettingsError>

    public init(
        timeout: Duration = .seconds(5), sizeLimit: Int = 1_000_000,
        proxies: Result<ProxySettings, ProxySettingsError> = Result { () throws(ProxySettingsError) in
            try ProxySettings.fromEnvironment()
        }
    ) {
        self.timeout = timeout
        self.sizeLimit = sizeLimit
        self.proxies = proxies
    }

    /// Runs `body` with a session whose clients are shut down (without blocking a thread) when
    /// `body` returns.
    public func withSession<Result: Sendable>(_ body: (any AvatarFetching) async -> Result) async -> Result {
        let session = AvatarDownloadSession(timeout: timeout, sizeLimit: sizeLimit, proxies: proxies)
        let result = await body(session)
        await session.shutdown()
        return result
    }

    /// Fetches one image in a session of its own; a build fetches its images through one session.
    public func fetch(_ url: URL) async throws(AvatarFetchError) -> AvatarImage {
        let outcome: Swift.Result<AvatarImage, AvatarFetchError> = await withSession { session in
            do throws(AvatarFetchError) {
                return .success(try await session.fetch(url))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }
}
