import Foundation
import MarginaliaModels
import MarginaliaText

/// The avatar pre-pass (the "persistence layer" of the pattern): before any page is rendered, it
/// turns every remote avatar URL of the fixtures into a local copy, from the cache or by fetching
/// it, a bounded number at a time. Whatever fails falls back to the initials; the build goes on.
///
/// A host whose connection fails or times out is not tried again in the same build: each host is
/// first probed with one of its images, and its other images are fetched only if that worked.
public struct AvatarResolver: Sendable {
    public let policy: AvatarPolicy
    /// `nil` when the build is offline: only cached images are used.
    public let fetcher: (any AvatarFetching)?
    public let cache: AvatarCache?
    /// How many images are fetched at once.
    public let concurrency: Int

    public init(policy: AvatarPolicy, fetcher: (any AvatarFetching)?, cache: AvatarCache?, concurrency: Int = 8) {
        self.policy = policy
        self.fetcher = fetcher
        self.cache = cache
        self.concurrency = max(1, concurrency)
    }

    /// The remote avatar URLs of the content worth resolving: safe http(s) images, each once, sorted.
    public static func avatarURLs(in content: SiteContent) -> [String] {
        // Authors write many comments with one avatar: check each distinct address once. A load
        // gives each distinct author one object, so an author already seen is known by identity,
        // without hashing the address again.
        var distinct = Set<String>()
        var seen = Set<ObjectIdentifier>()
        for part in content.comments.parts {
            // By index: only the author of each comment is looked at.
            for index in part.indices {
                let author = part[index].author
                guard seen.insert(ObjectIdentifier(author)).inserted, let url = author.avatarURL else { continue }
                distinct.insert(url)
            }
        }
        distinct.formUnion(content.friends.compactMap(\.avatarURL))
        distinct.formUnion(content.reactions.compactMap(\.author.photo))
        return Set(distinct.compactMap { SafeURL.checked($0, schemes: SafeURL.imageSchemes) }).sorted()
    }

    /// Resolves `urls` (see `avatarURLs(in:)`) into a map and a report.
    public func resolve(_ urls: [String]) async -> (map: AvatarMap, report: AvatarReport) {
        guard policy == .fetch else { return (AvatarMap(policy: policy), AvatarReport()) }
        var report = AvatarReport()
        var images = cache?.images(for: urls) ?? [:]
        report.fromCache = images.count
        let pending = urls.filter { images[$0] == nil }
        if let fetcher, !pending.isEmpty {
            // One session for the build: its connections are pooled across the images and closed after.
            let fetched = await fetcher.withSession { session in await fetchAll(pending, with: session) }
            for (url, outcome) in fetched {
                switch outcome {
                case .success(let image):
                    images[url] = image
                    cache?.store(image, for: url)
                    report.fetched += 1
                case .failure(let error):
                    report.failures.append(AvatarProblem(url: url, error: error))
                }
            }
        } else {
            report.skippedOffline = pending.count
        }
        report.failures.sort { $0.url < $1.url }
        var localPaths: [String: String] = [:]
        var files: [String: Data] = [:]
        for (url, image) in images {
            let path = AvatarMap.directory + AvatarMap.fileStem(for: url) + "." + image.format.fileExtension
            localPaths[url] = path
            files[path] = image.data
        }
        return (AvatarMap(policy: policy, localPaths: localPaths, files: files), report)
    }
}
