import Foundation
import Testing

@testable import MarginaliaSite

/// Avatars in whole builds: no page names a foreign image unless the site hot-links.
@Suite("Avatars in the built site")
struct AvatarSiteTests {
    private static let url = "https://avatars.example.org/2.png"

    @Test func fetchedAvatarsAreServedByTheSiteAndTheCSPAllowsOnlyIt() async throws {
        let site = try SiteFixture()
        _ = try await site.generator(avatars: AvatarFetcherDouble(images: [Self.url: AvatarFetcherDouble.png()]))
            .build()
        let html = try site.page("posts/p1/index.html")
        let path = "assets/avatars/\(AvatarMap.fileStem(for: Self.url)).png"
        #expect(html.contains(#"src="../../\#(path)""#))
        #expect(!html.contains("avatars.example.org"))
        #expect(html.contains("img-src &#39;self&#39;;"))
        #expect(FileManager.default.fileExists(atPath: site.output + "/" + path))
        #expect(
            FileManager.default.fileExists(
                atPath: site.directory.path(".marginalia-cache/avatars/\(AvatarMap.fileStem(for: Self.url)).png")))
    }

    @Test func aFailedFetchShowsInitialsAndTheBuildSucceeds() async throws {
        let site = try SiteFixture()
        let report = try await site.build()
        let html = try site.page("posts/p1/index.html")
        #expect(!html.contains("<img class=\"u-photo"))
        #expect(html.contains(#"<span class="avatar" aria-hidden="true">美</span>"#))
        #expect(report.avatars.failures.map(\.url) == [Self.url])
    }

    @Test func anOfflineBuildAsksNothingAndUsesTheCache() async throws {
        let site = try SiteFixture()
        _ = try await site.generator(avatars: AvatarFetcherDouble(images: [Self.url: AvatarFetcherDouble.png()]))
            .build()
        let online = OutputTree.snapshot(site.output)
        let fetcher = AvatarFetcherDouble()
        var options = site.generator().options
        options.offline = true
        _ = try await SiteGenerator(options: options, services: BuildServices(avatarFetcher: fetcher)).build()
        #expect(await fetcher.requested.isEmpty)
        #expect(OutputTree.snapshot(site.output) == online)
    }

    @Test func hotLinkingPutsTheRemoteImageAndItsOriginInThePage() async throws {
        let site = try SiteFixture()
        try site.directory.write(
            #"{"baseURL": "https://comments.example.org/", "avatars": "hotlink"}"#, to: "Content/site.json")
        let fetcher = AvatarFetcherDouble()
        _ = try await site.generator(avatars: fetcher).build()
        let html = try site.page("posts/p1/index.html")
        #expect(html.contains(#"src="\#(Self.url)""#))
        #expect(html.contains("img-src &#39;self&#39; https://avatars.example.org;"))
        #expect(await fetcher.requested.isEmpty)
    }

    @Test func anUnknownAvatarPolicyIsAContentError() async throws {
        let site = try SiteFixture()
        try site.directory.write(#"{"avatars": "sometimes"}"#, to: "Content/site.json")
        await #expect(throws: SiteError.self) { try await site.build() }
    }
}
