import Foundation
import MarginaliaModels

/// What a full build and the rebuilder both derive from the options.
extension SiteGenerator.Options {
    /// The cache folder of a build: `cacheDirectory`, else `.marginalia-cache` beside the output
    /// folder (kept out of the output, so it survives the swap of a new build).
    var cacheURL: URL {
        if let cacheDirectory { return URL(fileURLWithPath: cacheDirectory) }
        return URL(fileURLWithPath: outputDirectory).standardizedFileURL
            .deletingLastPathComponent().appendingPathComponent(".marginalia-cache")
    }

    /// The avatar pre-pass of a build: downloads through `fetcher` unless the build is offline,
    /// and keeps what it fetched in the cache folder.
    func avatarResolver(policy: AvatarPolicy, fetcher: any AvatarFetching) -> AvatarResolver {
        AvatarResolver(
            policy: policy, fetcher: offline ? nil : fetcher,
            cache: AvatarCache(directory: cacheURL.appendingPathComponent("avatars"))
        )
    }
}
