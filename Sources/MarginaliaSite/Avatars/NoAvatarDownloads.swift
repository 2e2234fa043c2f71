import Foundation

/// The avatar fetcher of a program assembled without downloads (tests, the fuzzer, benchmarks),
/// and the default of `BuildServices`: it fetches nothing, so each avatar missing from the cache
/// shows its initials and is reported as a warning. MarginaliaSite links no HTTP client;
/// `marginalia` downloads through `BuildServices.live` (MarginaliaAvatarDownloads).
public struct NoAvatarDownloads: AvatarFetching {
    public init() {}

    /// - Throws: always `.downloadsUnavailable`.
    public func fetch(_ url: URL) async throws(AvatarFetchError) -> AvatarImage {
        throw .downloadsUnavailable
    }
}
