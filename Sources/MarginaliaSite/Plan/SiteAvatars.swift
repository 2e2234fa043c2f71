import Foundation
import MarginaliaContent
import MarginaliaModels

/// The avatar pre-pass's result: which remote avatar URLs the content has, the map the pre-pass
/// made of them, and the image origins pages allow.
struct SiteAvatars: Sendable, Equatable {
    let urls: [String]
    let map: AvatarMap
    let imageOrigins: [String]

    /// Runs the pre-pass on `snapshot`, unless the avatar URLs and the policy are those `previous`
    /// was made from: then its result is kept, and the report is empty. The URLs are gathered
    /// again only if a file that can hold them was read again and holds other ones: a text edit
    /// costs nothing here.
    static func resolve(
        _ snapshot: ContentSnapshot, previous: (avatars: SiteAvatars, snapshot: ContentSnapshot)?,
        options: BuildOptions, fetcher: any AvatarFetching
    ) async -> (avatars: SiteAvatars, report: AvatarReport) {
        let content = snapshot.content
        if let previous, previous.avatars.map.policy == content.config.avatars,
            content.friends.map(\.avatarURL) == previous.snapshot.content.friends.map(\.avatarURL),
            content.reactions.map(\.author.photo) == previous.snapshot.content.reactions.map(\.author.photo),
            snapshot.removedFiles.isEmpty,
            snapshot.comments(inFiles: snapshot.decodedFiles).map(\.author.avatarURL)
                == previous.snapshot.comments(inFiles: snapshot.decodedFiles).map(\.author.avatarURL)
        {
            return (previous.avatars, AvatarReport())
        }
        let urls = AvatarResolver.avatarURLs(in: content)
        if let previous, previous.avatars.urls == urls, previous.avatars.map.policy == content.config.avatars {
            return (previous.avatars, AvatarReport())
        }
        let resolved = await options.avatarResolver(policy: content.config.avatars, fetcher: fetcher).resolve(urls)
        let avatars = SiteAvatars(urls: urls, map: resolved.map, imageOrigins: resolved.map.imageOrigins(for: urls))
        return (avatars, resolved.report)
    }
}

extension BuildOptions {
    /// The avatar pre-pass of a build: downloads through `fetcher` unless the build is offline,
    /// and keeps what it fetched in the cache folder.
    func avatarResolver(policy: AvatarPolicy, fetcher: any AvatarFetching) -> AvatarResolver {
        AvatarResolver(
            policy: policy, fetcher: offline ? nil : fetcher,
            cache: AvatarCache(directory: cacheURL.appendingPathComponent("avatars"))
        )
    }
}
