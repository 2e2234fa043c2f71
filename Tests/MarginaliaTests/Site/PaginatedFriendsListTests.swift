import Foundation
import MarginaliaSite
import Testing

@Suite("The friends list in pages")
struct PaginatedFriendsListTests {
    /// Five friends, one of them with the id `page`, whose page is `friends/page/`.
    static let friends = """
        [
          {"id": "e", "firstName": "Ed", "lastName": "Wood"},
          {"id": "a", "firstName": "Ada", "lastName": "Lovelace"},
          {"id": "page", "firstName": "Di", "lastName": "Prince"},
          {"id": "c", "firstName": "Cy", "lastName": "Young"},
          {"id": "b", "firstName": "Bo", "lastName": "Berg"}
        ]
        """
    static let listPages = ["friends/index.html", "friends/page/2/index.html", "friends/page/3/index.html"]

    private func built(friendsPerPage: Int) async throws -> SiteFixture {
        let site = try SiteFixture()
        try site.directory.write(Self.friends, to: "Content/friends.json")
        try site.directory.write(
            #"{"baseURL": "https://comments.example.org/", "friendsPerPage": \#(friendsPerPage)}"#,
            to: "Content/site.json")
        _ = try await site.build()
        return site
    }

    /// The ids of the friends a list page links to, in its order.
    private func listedIds(_ page: String) -> [String] {
        page.ranges(of: #"<li class="friend h-card">"#).map { start in
            let rest = page[start.upperBound...]
            let link = rest.firstRange(of: #"friends/"#)!
            return String(rest[link.upperBound...].prefix { $0 != "/" })
        }
    }

    @Test func everyFriendIsOnOnePageInTheListsOrder() async throws {
        let whole = try await built(friendsPerPage: 500)
        let order = listedIds(try whole.page("friends/index.html"))
        #expect(order.count == 5)
        #expect(!FileManager.default.fileExists(atPath: whole.output + "/friends/page/2/index.html"))

        let paged = try await built(friendsPerPage: 2)
        let pages = try Self.listPages.map(paged.page)
        #expect(pages.map(listedIds).map(\.count) == [2, 2, 1])
        #expect(pages.flatMap(listedIds) == order)
        #expect(!FileManager.default.fileExists(atPath: paged.output + "/friends/page/4/index.html"))
        // The friend whose id is `page` keeps their page beside the list's later pages.
        #expect(try paged.page("friends/page/index.html").contains("Di Prince"))
        for page in pages { #expect(page.contains("<h1>Your Friends (5)</h1>")) }
        #expect(pages[1].contains("<title>Your Friends (5), page 2 · Comments</title>"))
        #expect(pages[1].contains("<span>Page 2 of 3</span>"))
    }

    @Test func pagesLinkToEachOtherAndToTheFriends() async throws {
        let site = try await built(friendsPerPage: 2)
        let (first, second, last) = try (
            site.page(Self.listPages[0]), site.page(Self.listPages[1]), site.page(Self.listPages[2])
        )
        #expect(first.contains(#"<link rel="next" href="page/2/">"#) && !first.contains(#"rel="prev""#))
        #expect(second.contains(#"<link rel="prev" href="../../">"#))
        #expect(second.contains(#"<link rel="next" href="../3/">"#))
        #expect(last.contains(#"<link rel="prev" href="../2/">"#) && !last.contains(#"rel="next""#))
        #expect(second.contains(#"<nav class="pagination" aria-label="Friends list pages">"#))
        #expect(second.contains(#"aria-current="page"><span class="visually-hidden">Page </span>2</a>"#))
        #expect(!first.contains("Later comments are on"))
        // A later page's links climb two more folders.
        #expect(second.contains(#"href="../../../friends/\#(listedIds(second)[0])/""#))
        #expect(second.contains(#"<link rel="canonical" href="https://comments.example.org/friends/page/2/">"#))
        let sitemap = try site.page("sitemap.xml")
        for path in ["friends/", "friends/page/2/", "friends/page/3/", "friends/page/"] {
            #expect(sitemap.contains("<loc>https://comments.example.org/\(path)</loc>"))
        }
    }

    @Test func aListThatShrinksLosesItsLaterPages() async throws {
        let site = try await built(friendsPerPage: 2)
        try site.directory.write(
            #"{"baseURL": "https://comments.example.org/", "friendsPerPage": 4}"#, to: "Content/site.json")
        _ = try await site.build()
        #expect(FileManager.default.fileExists(atPath: site.output + "/friends/page/2/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/friends/page/3/index.html"))
        #expect(try site.page("friends/page/index.html").contains("Di Prince"))
    }

    @Test func aListWithNoFriendsHasOnePage() async throws {
        let site = try SiteFixture()
        try site.directory.write("[]", to: "Content/friends.json")
        try site.directory.write(#"{"friendsPerPage": 1}"#, to: "Content/site.json")
        _ = try await site.build()
        let page = try site.page("friends/index.html")
        #expect(page.contains("No friends listed yet.") && !page.contains(#"class="pagination""#))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/friends/page"))
    }

    @Test("bad friendsPerPage values", arguments: ["0", "-3", "\"ten\"", "2.5"])
    func badFriendsPerPage(value: String) async throws {
        let site = try SiteFixture()
        try site.directory.write(#"{"friendsPerPage": \#(value)}"#, to: "Content/site.json")
        await #expect(throws: SiteError.self) { try await site.build() }
    }
}
