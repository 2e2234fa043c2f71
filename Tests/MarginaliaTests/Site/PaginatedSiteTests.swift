import Foundation
import MarginaliaSite
import Testing

@Suite("Paginated discussions on the built site")
struct PaginatedSiteTests {
    /// Three threads on p1 (t1 with reply r1, t2, t3 with reply r3 by friend 1), two a page.
    static let comments = """
        [
          {"id": "t1", "postId": "p1", "author": {"id": "u1", "name": "Ann"}, "body": "One", "postedAt": "2026-11-21T10:00:00Z"},
          {"id": "r1", "postId": "p1", "parentId": "t1", "author": {"id": "u2", "name": "Bo"}, "body": "Re one", "postedAt": "2026-11-21T11:50:00Z"},
          {"id": "t2", "postId": "p1", "author": {"id": "u2", "name": "Bo"}, "body": "Two", "postedAt": "2026-11-21T10:10:00Z"},
          {"id": "t3", "postId": "p1", "author": {"id": "u3", "name": "Cy"}, "body": "Three", "postedAt": "2026-11-21T10:20:00Z"},
          {"id": "r3", "postId": "p1", "parentId": "t3", "author": {"id": "u1", "name": "Søren", "friendId": 1}, "body": "Re three", "postedAt": "2026-11-21T11:55:00Z"}
        ]
        """
    static let site = #"{"title": "Test site", "baseURL": "https://comments.example.org/", "threadsPerPage": 2}"#

    private func built() async throws -> SiteFixture {
        let site = try SiteFixture()
        try site.directory.write(Self.comments, to: "Content/comments.json")
        try site.directory.write(Self.site, to: "Content/site.json")
        _ = try await site.build()
        return site
    }

    @Test func threadsGoOnPagesWholeAndInOrder() async throws {
        let site = try await built()
        let first = try site.page("posts/p1/index.html")
        let second = try site.page("posts/p1/page/2/index.html")
        for id in ["t1", "r1", "t2"] {
            #expect(first.contains(#"id="comment-\#(id)""#) && !second.contains(#"id="comment-\#(id)""#))
        }
        for id in ["t3", "r3"] {
            #expect(second.contains(#"id="comment-\#(id)""#) && !first.contains(#"id="comment-\#(id)""#))
        }
        #expect(!FileManager.default.fileExists(atPath: site.output + "/posts/p1/page/3/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/posts/p2/page/2/index.html"))
        #expect(first.contains("5 comments") && second.contains("5 comments"))
        // Links from a later page climb two more folders.
        #expect(second.contains(#"href="../../../../friends/1/""#))
        #expect(second.contains(#"<link rel="canonical" href="https://comments.example.org/posts/p1/page/2/">"#))
    }

    @Test func pagesLinkToEachOtherAccessibly() async throws {
        let site = try await built()
        let first = try site.page("posts/p1/index.html")
        let second = try site.page("posts/p1/page/2/index.html")
        #expect(first.contains(#"<link rel="next" href="page/2/">"#) && !first.contains(#"rel="prev""#))
        #expect(second.contains(#"<link rel="prev" href="../../">"#) && !second.contains(#"rel="next""#))
        #expect(first.contains(#"<nav class="pagination" aria-label="Comment pages" data-comment-pages="2:t3,r3">"#))
        #expect(
            first.contains(
                #"<li><a href="./" aria-current="page"><span class="visually-hidden">Page </span>1</a></li>"#))
        #expect(second.contains(#"<li><a href="../../"><span class="visually-hidden">Page </span>1</a></li>"#))
        #expect(second.contains(#"aria-current="page"><span class="visually-hidden">Page </span>2</a>"#))
        #expect(first.contains("Later comments are on page 2."))
        #expect(!second.contains("Later comments are on"))
    }

    @Test func everyLinkToACommentNamesItsPage() async throws {
        let site = try await built()
        let feed = try site.page("feed.xml")
        #expect(feed.contains("<id>https://comments.example.org/posts/p1/page/2/#comment-r3</id>"))
        #expect(feed.contains("<id>https://comments.example.org/posts/p1/#comment-r1</id>"))
        #expect(try site.page("posts/p1/feed.xml").contains("https://comments.example.org/posts/p1/page/2/#comment-t3"))
        #expect(try site.page("friends/1/index.html").contains(#"href="../../posts/p1/page/2/#comment-r3""#))
        let second = try site.page("posts/p1/page/2/index.html")
        #expect(second.contains(#""@id":"https://comments.example.org/posts/p1/page/2/#comment-r3""#))
        #expect(second.contains(##"<a class="u-in-reply-to" href="#comment-t3">"##))
        let sitemap = try site.page("sitemap.xml")
        #expect(sitemap.contains("<loc>https://comments.example.org/posts/p1/</loc>"))
        #expect(sitemap.contains("<loc>https://comments.example.org/posts/p1/page/2/</loc>"))
        // The embeddable thread holds every thread.
        let thread = try site.page("posts/p1/thread.html")
        for id in ["t1", "r1", "t2", "t3", "r3"] { #expect(thread.contains(#"id="comment-\#(id)""#)) }
    }

    /// Any integer `site.json` sets is a page size: the largest puts every thread on page 1.
    @Test func theLargestThreadsPerPageBuildsOnePage() async throws {
        let site = try SiteFixture()
        try site.directory.write(Self.comments, to: "Content/comments.json")
        try site.directory.write(#"{"threadsPerPage": 9223372036854775807}"#, to: "Content/site.json")
        _ = try await site.build()
        #expect(try site.page("posts/p1/index.html").contains(#"id="comment-r3""#))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/posts/p1/page/2/index.html"))
    }

    @Test("bad threadsPerPage values", arguments: ["0", "-3", "\"ten\"", "2.5"])
    func badThreadsPerPage(value: String) async throws {
        let site = try SiteFixture()
        try site.directory.write(#"{"threadsPerPage": \#(value)}"#, to: "Content/site.json")
        await #expect(throws: SiteError.self) { try await site.build() }
    }
}
