import Foundation
import MarginaliaModels
import Testing

@testable import MarginaliaSite

@Suite("Avatar pre-pass")
struct AvatarResolverTests {
    private func resolver(_ fetcher: AvatarFetcherDouble?, cache: AvatarCache? = nil, policy: AvatarPolicy = .fetch)
        -> AvatarResolver
    {
        AvatarResolver(policy: policy, fetcher: fetcher, cache: cache)
    }

    @Test func fetchedAvatarsGetStableLocalPathsNamedByTheURLsHash() async {
        let url = "https://a.example/jane.png"
        let fetcher = AvatarFetcherDouble(images: [url: AvatarFetcherDouble.png()])
        let (map, report) = await resolver(fetcher).resolve([url])
        let path = "assets/avatars/\(AvatarMap.fileStem(for: url)).png"
        #expect(map.localPaths == [url: path])
        #expect(map.files[path] == AvatarFetcherDouble.png().data)
        #expect(map.source(for: url, rootPath: "../../") == "../../" + path)
        #expect(map.source(for: "https://a.example/other.png", rootPath: "") == nil)
        #expect(report.fetched == 1)
    }

    @Test func atMostEightImagesAreFetchedAtOnce() async {
        let urls = (0..<40).map { "https://host\($0 % 4).example/\($0).png" }
        let fetcher = AvatarFetcherDouble(
            images: Dictionary(uniqueKeysWithValues: urls.map { ($0, AvatarFetcherDouble.png()) }),
            delay: .milliseconds(20))
        let (map, _) = await resolver(fetcher).resolve(urls)
        #expect(map.localPaths.count == 40)
        let maximum = await fetcher.maximumInFlight
        #expect(maximum <= 8)
        #expect(maximum > 1)
    }

    @Test func aHostThatFailsIsNotTriedAgainInTheSameBuild() async {
        let down = (0..<5).map { "https://down.example/\($0).png" }
        let up = "https://up.example/1.png"
        let fetcher = AvatarFetcherDouble(images: [up: AvatarFetcherDouble.png()], unreachableHosts: ["down.example"])
        let (map, report) = await resolver(fetcher).resolve(down + [up])
        #expect(await fetcher.requested.filter { $0.contains("down.example") }.count == 1)
        #expect(map.localPaths.keys.sorted() == [up])
        #expect(report.failures.count == 5)
        #expect(report.failures.filter { $0.error == .hostFailedEarlier(host: "down.example") }.count == 4)
    }

    @Test func aMissingImageDoesNotCondemnItsHost() async {
        let urls = ["https://h.example/a.png", "https://h.example/b.png", "https://h.example/c.png"]
        let fetcher = AvatarFetcherDouble(images: [
            urls[1]: AvatarFetcherDouble.png(), urls[2]: AvatarFetcherDouble.png(),
        ])
        let (map, report) = await resolver(fetcher).resolve(urls)
        #expect(map.localPaths.keys.sorted() == Array(urls[1...]))
        #expect(report.failures == [AvatarProblem(url: urls[0], error: .status(404))])
    }

    @Test func theCacheServesLaterBuildsAndOfflineBuilds() async throws {
        let directory = try TemporaryDirectory()
        let cache = AvatarCache(directory: directory.url.appendingPathComponent("avatars"))
        let url = "https://a.example/jane.png"
        let (first, _) = await resolver(
            AvatarFetcherDouble(images: [url: AvatarFetcherDouble.png("jane")]), cache: cache
        ).resolve([url])

        let second = AvatarFetcherDouble()
        let (again, report) = await resolver(second, cache: cache).resolve([url])
        #expect(again == first)
        #expect(report.fromCache == 1)
        #expect(await second.requested.isEmpty)

        let (offline, offlineReport) = await resolver(nil, cache: cache).resolve([url, "https://a.example/new.png"])
        #expect(offline.localPaths == first.localPaths)
        #expect(offlineReport.skippedOffline == 1)
    }

    @Test func offlineWithoutCacheShowsInitials() async {
        let (map, report) = await resolver(nil).resolve(["https://a.example/jane.png"])
        #expect(map.source(for: "https://a.example/jane.png", rootPath: "") == nil)
        #expect(report.skippedOffline == 1)
    }

    @Test func hotLinkingKeepsTheRemoteURLAndAllowsItsOrigin() async {
        let fetcher = AvatarFetcherDouble()
        let urls = ["https://a.example/1.png", "http://b.example:8080/2.png", "https://a.example/3.png"]
        let (map, _) = await resolver(fetcher, policy: .hotlink).resolve(urls)
        #expect(await fetcher.requested.isEmpty)
        #expect(map.source(for: urls[1], rootPath: "../") == urls[1])
        #expect(map.imageOrigins(for: urls) == ["http://b.example:8080", "https://a.example"])
        #expect(map.source(for: "javascript:alert(1)", rootPath: "") == nil)
    }

    @Test func policyNoneShowsNoImages() async {
        let (map, _) = await resolver(AvatarFetcherDouble(), policy: .none).resolve(["https://a.example/1.png"])
        #expect(map.source(for: "https://a.example/1.png", rootPath: "") == nil)
        #expect(map.imageOrigins(for: ["https://a.example/1.png"]).isEmpty)
    }

    @Test func avatarURLsAreCollectedOnceAndOnlyWhenSafe() {
        let author = { (url: String?) in CommentAuthor(id: "u", name: "A", avatarURL: url) }
        let content = SiteContent(
            comments: [
                Comment(id: "1", postId: "p", author: author("https://a.example/1.png"), body: "", postedAt: .now),
                Comment(id: "2", postId: "p", author: author("https://a.example/1.png"), body: "", postedAt: .now),
                Comment(id: "3", postId: "p", author: author("javascript:alert(1)"), body: "", postedAt: .now),
            ],
            friends: [Friend(id: "f", firstName: "F", lastName: "G", avatarURL: " http://b.example/f.jpg ")]
        )
        #expect(AvatarResolver.avatarURLs(in: content) == ["http://b.example/f.jpg", "https://a.example/1.png"])
    }
}
