import Foundation
import MarginaliaModels
import MarginaliaTestSupport
import Testing

@testable import MarginaliaSite

/// A post's reactions (`reactions/<postId>.json`) on its page: counts, faces as h-cards with
/// `u-like-of` / `u-repost-of`, self-hosted pictures, and both incremental paths.
@Suite("Reactions on a post's page")
struct ReactionsOnPostPagesTests {
    static let photo = "https://photos.example.net/bo.png"

    static func reactions(likes: Int, reposts: Int) -> String {
        let records =
            (0..<likes).map { reaction("l\($0)", kind: "like", name: "Liker \($0)") }
            + (0..<reposts).map { reaction("r\($0)", kind: "repost", name: "Booster \($0)") }
        return "[\n  " + records.joined(separator: ",\n  ") + "\n]\n"
    }

    static func reaction(_ id: String, kind: String, name: String) -> String {
        #"{"id": "\#(id)", "postId": "p1", "kind": "\#(kind)", "author": {"name": "\#(name)", "url": "https://social.example/@\#(id)", "photo": "\#(photo)"}, "url": "https://social.example/@\#(id)/1", "publishedAt": "2026-11-21T10:00:00Z"}"#
    }

    @Test func thePageShowsTheCountsAndTheFaces() async throws {
        let site = try SiteFixture()
        try site.directory.write(Self.reactions(likes: 12, reposts: 3), to: "Content/reactions/p1.json")
        let fetcher = AvatarFetcherDouble(images: [Self.photo: AvatarFetcherDouble.png("bo")])
        _ = try await site.generator(avatars: fetcher).build()
        let page = try site.page("posts/p1/index.html")
        #expect(page.contains(#"<p class="reactions-summary">12 likes · 3 reposts</p>"#))
        #expect(page.components(separatedBy: #"<li class="h-entry reaction""#).count == 16)
        #expect(
            page.components(separatedBy: #"<data class="u-like-of" value="https://blog.example.org/1/"></data>"#).count
                == 13)
        #expect(
            page.components(separatedBy: #"<data class="u-repost-of" value="https://blog.example.org/1/"></data>"#)
                .count == 4)
        #expect(
            page.contains(
                #"<span class="p-author h-card"><a class="u-url" href="https://social.example/@l0" rel="nofollow ugc">"#
            ))
        // The picture is fetched once and served from the site, like a comment's avatar.
        #expect(await fetcher.requested.filter { $0 == Self.photo }.count == 1)
        #expect(!page.contains(Self.photo))
        #expect(page.contains(#"<img class="u-photo avatar" src="../../assets/avatars/"#))
        #expect(page.contains(#""interactionStatistic":[{"#))
        // A post without reactions shows none.
        #expect(!(try site.page("posts/p2/index.html")).contains("reactions-summary"))
    }

    @Test func aBuildAndARebuildRenderThePostAgainWhenItsReactionsChange() async throws {
        let site = try SiteFixture()
        try site.directory.write(Self.reactions(likes: 1, reposts: 0), to: "Content/reactions/p1.json")
        _ = try await site.build()
        let manifest = site.generator().manifestURL
        let first = try #require(PageManifest.read(from: manifest).entries["posts/p1/index.html"])
        var rebuilder = SiteRebuilder(
            options: site.generator().options,
            services: BuildServices(avatarFetcher: AvatarFetcherDouble(unreachableHosts: ["photos.example.net"])))
        _ = try await rebuilder.rebuild()
        try site.directory.write(Self.reactions(likes: 2, reposts: 1), to: "Content/reactions/p1.json")
        let report = try await rebuilder.rebuild(changedFiles: [site.content + "/reactions/p1.json"])
        #expect(report.kind == .incremental)
        #expect(report.filesRendered.contains("posts/p1/index.html"))
        #expect(!report.filesRendered.contains("posts/p2/index.html"))
        #expect(try site.page("posts/p1/index.html").contains("2 likes · 1 repost"))
        _ = try await site.build()
        #expect(PageManifest.read(from: manifest).entries["posts/p1/index.html"]?.fingerprint != first.fingerprint)
    }
}
