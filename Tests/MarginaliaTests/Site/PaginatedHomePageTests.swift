import Foundation
import MarginaliaSite
import Testing

@Suite("The home page in pages")
struct PaginatedHomePageTests {
    /// Five posts, one of them with the id `page` (its page is `posts/page/`, not the home page's
    /// `page/`), the first two with comments.
    static let posts = """
        [
          {"id": "a", "title": "Alpha", "url": "https://blog.example.org/a/", "publishedAt": "2026-10-01T10:00:00Z"},
          {"id": "b", "title": "Bravo", "url": "https://blog.example.org/b/", "publishedAt": "2026-10-02T10:00:00Z"},
          {"id": "page", "title": "Page", "url": "https://blog.example.org/page/", "publishedAt": "2026-10-03T10:00:00Z"},
          {"id": "d", "title": "Delta", "url": "https://blog.example.org/d/", "publishedAt": "2026-10-04T10:00:00Z"},
          {"id": "e", "title": "Echo", "url": "https://blog.example.org/e/", "publishedAt": "2026-10-05T10:00:00Z"}
        ]
        """
    static let comments = """
        [
          {"id": "c1", "postId": "a", "author": {"id": "u1", "name": "Jane"}, "body": "One", "postedAt": "2026-11-21T11:55:00Z"},
          {"id": "c2", "postId": "b", "author": {"id": "u1", "name": "Jane"}, "body": "Two", "postedAt": "2026-11-20T11:55:00Z"},
          {"id": "c3", "postId": "b", "author": {"id": "u2", "name": "Joe"}, "body": "Three", "postedAt": "2026-11-20T11:56:00Z"}
        ]
        """
    static let homePages = ["index.html", "page/2/index.html", "page/3/index.html"]

    private func built(postsPerPage: Int) async throws -> SiteFixture {
        let site = try SiteFixture()
        try site.directory.write(Self.posts, to: "Content/posts.json")
        try site.directory.write(Self.comments, to: "Content/comments.json")
        try site.directory.write(
            #"{"title": "Test site", "baseURL": "https://comments.example.org/", "postsPerPage": \#(postsPerPage)}"#,
            to: "Content/site.json")
        _ = try await site.build()
        return site
    }

    /// The ids of the posts a home page links to, in its order.
    private func listedIds(_ page: String) -> [String] {
        page.ranges(of: #"<li class="post-summary">"#).map { start in
            let rest = page[start.upperBound...]
            let link = rest.firstRange(of: #"posts/"#)!
            return String(rest[link.upperBound...].prefix { $0 != "/" })
        }
    }

    @Test func everyPostIsOnOnePageInTheListsOrder() async throws {
        let whole = try await built(postsPerPage: 500)
        let order = listedIds(try whole.page("index.html"))
        #expect(order.count == 5)
        #expect(Array(order.prefix(2)) == ["a", "b"])
        #expect(!FileManager.default.fileExists(atPath: whole.output + "/page"))

        let paged = try await built(postsPerPage: 2)
        let pages = try Self.homePages.map(paged.page)
        #expect(pages.map(listedIds).map(\.count) == [2, 2, 1])
        #expect(pages.flatMap(listedIds) == order)
        #expect(!FileManager.default.fileExists(atPath: paged.output + "/page/4/index.html"))
        // The post whose id is `page` keeps its page.
        #expect(try paged.page("posts/page/index.html").contains("Page"))
        for page in pages { #expect(page.contains(#"<p class="summary">3 comments on 5 posts</p>"#)) }
        #expect(pages[0].contains("<title>Test site</title>"))
        #expect(pages[1].contains("<title>Page 2 of 3 · Test site</title>"))
        #expect(pages[1].contains("<span>Page 2 of 3</span>"))
    }

    @Test func pagesLinkToEachOtherAndToThePosts() async throws {
        let site = try await built(postsPerPage: 2)
        let (first, second, last) = try (
            site.page(Self.homePages[0]), site.page(Self.homePages[1]), site.page(Self.homePages[2])
        )
        #expect(first.contains(#"<link rel="next" href="page/2/">"#) && !first.contains(#"rel="prev""#))
        #expect(second.contains(#"<link rel="prev" href="../../">"#))
        #expect(second.contains(#"<link rel="next" href="../3/">"#))
        #expect(last.contains(#"<link rel="prev" href="../2/">"#) && !last.contains(#"rel="next""#))
        #expect(second.contains(#"<nav class="pagination" aria-label="Post list pages">"#))
        #expect(second.contains(#"aria-current="page"><span class="visually-hidden">Page </span>2</a>"#))
        #expect(!first.contains("Later comments are on"))
        // A later page's links climb two folders.
        #expect(second.contains(#"href="../../posts/\#(listedIds(second)[0])/""#))
        #expect(second.contains(#"href="../../assets/style.css""#))
        #expect(second.contains(#"<link rel="canonical" href="https://comments.example.org/page/2/">"#))
        let sitemap = try site.page("sitemap.xml")
        for path in ["", "page/2/", "page/3/", "posts/page/"] {
            #expect(sitemap.contains("<loc>https://comments.example.org/\(path)</loc>"))
        }
    }

    @Test func aListThatShrinksLosesItsLaterPages() async throws {
        let site = try await built(postsPerPage: 2)
        try site.directory.write(
            #"{"baseURL": "https://comments.example.org/", "postsPerPage": 4}"#, to: "Content/site.json")
        _ = try await site.build()
        #expect(FileManager.default.fileExists(atPath: site.output + "/page/2/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/page/3/index.html"))
    }

    @Test func aSiteWithNoPostsHasOneHomePage() async throws {
        let site = try SiteFixture()
        try site.directory.write("[]", to: "Content/posts.json")
        try site.directory.write("[]", to: "Content/comments.json")
        try site.directory.write(#"{"postsPerPage": 1}"#, to: "Content/site.json")
        _ = try await site.build()
        let page = try site.page("index.html")
        #expect(page.contains("There are no posts yet.") && !page.contains(#"class="pagination""#))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/page"))
    }

    @Test("bad postsPerPage values", arguments: ["0", "-3", "\"ten\"", "2.5"])
    func badPostsPerPage(value: String) async throws {
        let site = try SiteFixture()
        try site.directory.write(#"{"postsPerPage": \#(value)}"#, to: "Content/site.json")
        await #expect(throws: SiteError.self) { try await site.build() }
    }
}
