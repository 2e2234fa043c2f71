import Foundation
import MarginaliaModels

/// The avatar pre-pass's result as the rebuilder keeps it: which remote avatar URLs the content
/// has, the map the pre-pass made of them, and the image origins pages allow.
struct RebuildAvatars: Sendable, Equatable {
    let urls: [String]
    let map: AvatarMap
    let imageOrigins: [String]

    /// Runs the pre-pass as `SiteGenerator.build()` does, unless the content's avatar URLs and
    /// the policy are what `previous` was made from.
    static func resolve(
        _ content: SiteContent, previous: RebuildAvatars?, generator: SiteGenerator
    ) async -> RebuildAvatars {
        let urls = AvatarResolver.avatarURLs(in: content)
        if let previous, previous.urls == urls, previous.map.policy == content.config.avatars { return previous }
        let map = await generator.avatarResolver(policy: content.config.avatars).resolve(urls).map
        return RebuildAvatars(urls: urls, map: map, imageOrigins: map.imageOrigins(for: urls))
    }
}
