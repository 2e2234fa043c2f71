import Foundation
import MarginaliaModels

extension SiteGenerator {
    /// The cache folder of this build: `cacheDirectory`, else `.marginalia-cache` beside the
    /// output folder (kept out of the output, so it survives the swap of a new build).
    var cacheURL: URL {
        if let directory = options.cacheDirectory { return URL(fileURLWithPath: directory) }
        return URL(fileURLWithPath: options.outputDirectory).standardizedFileURL
            .deletingLastPathComponent().appendingPathComponent(".marginalia-cache")
    }

    /// The avatar pre-pass for this build: no fetcher when offline.
    func avatarResolver(policy: AvatarPolicy) -> AvatarResolver {
        AvatarResolver(
            policy: policy, fetcher: options.offline ? nil : avatarFetcher,
            cache: AvatarCache(directory: cacheURL.appendingPathComponent("avatars"))
        )
    }
}
