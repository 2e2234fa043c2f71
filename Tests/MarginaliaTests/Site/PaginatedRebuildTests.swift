import Foundation
import MarginaliaSite
import Testing

@Suite("Incremental rebuilds of paginated discussions")
struct PaginatedRebuildTests {
    /// One thread a page: p1 has c1 (with its reply c2) on page 1 and c4 on page 2.
    private static func site() throws -> SiteOnDisk {
        try SiteOnDisk.make([
            "Content/site.json": #"{"title": "Test Site", "baseURL": "http://localhost:8000/", "threadsPerPage": 1}"#,
            "Content/comments/p1.json": comments(c4: "Second thread"),
        ])
    }

    private static func comments(c4: String, more: String = "") -> String {
        "[\n  " + SiteOnDisk.comment("c1", post: "p1", body: "Hello") + ",\n  "
            + SiteOnDisk.comment("c2", post: "p1", parent: "c1", body: "A reply", postedAt: "2026-11-20T11:00:00Z")
            + ",\n  "
            + SiteOnDisk.comment("c4", post: "p1", body: c4, postedAt: "2026-11-20T12:00:00Z") + more + "\n]\n"
    }

    @Test func editingACommentOnPageTwoRewritesPageTwoOnly() async throws {
        let site = try Self.site()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        #expect(try site.read("Output/posts/p1/page/2/index.html").contains("Second thread"))

        try site.write(Self.comments(c4: "Second thread, edited"), to: "Content/comments/p1.json")
        let report = try await rebuilder.rebuild()
        #expect(report.filesWritten == ["feed.xml", "posts/p1/feed.xml", "posts/p1/page/2/index.html"])
        #expect(try site.read("Output/posts/p1/page/2/index.html").contains("Second thread, edited"))
    }

    @Test func aNewThreadAddsAPageAndRemovingItRemovesThePage() async throws {
        let site = try Self.site()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()

        let third =
            ",\n  " + SiteOnDisk.comment("c5", post: "p1", body: "Third thread", postedAt: "2026-11-20T13:00:00Z")
        try site.write(Self.comments(c4: "Second thread", more: third), to: "Content/comments/p1.json")
        let added = try await rebuilder.rebuild()
        #expect(added.filesWritten.contains("posts/p1/page/3/index.html"))
        #expect(added.filesWritten.contains("sitemap.xml"))
        #expect(!added.filesWritten.contains("posts/p1/index.html"))
        #expect(try site.read("Output/sitemap.xml").contains("http://localhost:8000/posts/p1/page/3/"))

        try site.write(Self.comments(c4: "Second thread"), to: "Content/comments/p1.json")
        let removed = try await rebuilder.rebuild()
        #expect(removed.filesRemoved == ["posts/p1/page/3/index.html"])
        #expect(!site.exists("Output/posts/p1/page/3/index.html"))
        #expect(!(try site.read("Output/sitemap.xml")).contains("page/3/"))
    }
}
