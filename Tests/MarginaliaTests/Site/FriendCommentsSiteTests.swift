import Foundation
import MarginaliaSite
import Testing

@Suite("Friends who comment, on the built site")
struct FriendCommentsSiteTests {
    /// c1 by friend 1, its reply c2 by a stranger who shares friend 2's name, c3 by friend 1 on p2.
    static let comments = """
        [
          {"id": "c1", "postId": "p1", "author": {"id": "u1", "name": "Søren K.", "friendId": 1}, "body": "First *words* of a **long** comment", "postedAt": "2026-11-21T11:55:00Z", "editedAt": "2026-11-21T11:56:00Z"},
          {"id": "c2", "postId": "p1", "parentId": "c1", "author": {"id": "u2", "name": "Аня"}, "body": "A stranger", "postedAt": "2026-11-21T11:58:00Z"},
          {"id": "c3", "postId": "p2", "author": {"id": "u1", "name": "Søren K.", "friendId": "1"}, "body": "Later", "postedAt": "2026-11-21T11:59:00Z"}
        ]
        """

    private func site() throws -> SiteFixture {
        let site = try SiteFixture()
        try site.directory.write(Self.comments, to: "Content/comments.json")
        return site
    }

    @Test func aFriendsNameLinksToTheirPageWithTheFriendTagBesideIt() async throws {
        let site = try site()
        _ = try await site.build()
        let html = try site.page("posts/p1/index.html")
        #expect(
            html.contains(
                #"<h3><a class="u-url" href="../../friends/1/"><bdi class="p-name">Søren K.</bdi></a></h3>"#
            ))
        #expect(html.contains(#"<span class="tag">Friend</span>"#))
        // The stranger named like friend 2 is not matched by name.
        #expect(html.contains(#"<h3><bdi class="p-name">Аня</bdi></h3>"#))
        #expect(html.components(separatedBy: #"<span class="tag">Friend</span>"#).count == 2)
        #expect(
            html.contains(
                #""author":{"@type":"Person","name":"Søren K.","url":"https://comments.example.org/friends/1/"}"#))
    }

    @Test func theFriendPageListsTheirCommentsNewestFirst() async throws {
        let site = try site()
        _ = try await site.build()
        let html = try site.page("friends/1/index.html")
        #expect(html.contains("Comments by <bdi>Søren Kierkegaard</bdi> (2)"))
        let later = try #require(html.firstRange(of: #"href="../../posts/p2/#comment-c3""#))
        let earlier = try #require(html.firstRange(of: #"href="../../posts/p1/#comment-c1""#))
        #expect(later.lowerBound < earlier.lowerBound)
        #expect(html.contains("On <bdi>View models</bdi>"))
        #expect(html.contains(#"<p class="friend-comment-excerpt" dir="auto">First words of a long comment</p>"#))
        #expect(try site.page("friends/2/index.html").contains("Comments by <bdi>Аня</bdi> (0)"))
    }

    @Test func theFriendsListCountsComments() async throws {
        let site = try site()
        _ = try await site.build()
        let html = try site.page("friends/index.html")
        #expect(html.contains(#"<span class="friend-comment-count">2 comments</span>"#))
        #expect(html.contains(#"<span class="friend-comment-count">No comments</span>"#))
    }

    @Test func theCapLeavesANote() async throws {
        let site = try site()
        try site.directory.write(
            #"{"baseURL": "https://comments.example.org/", "friendCommentLimit": 1}"#, to: "Content/site.json")
        _ = try await site.build()
        let html = try site.page("friends/1/index.html")
        #expect(html.contains("comment-c3"))
        #expect(!html.contains("comment-c1"))
        #expect(html.contains(#"<p class="friend-comment-more">1 more comment</p>"#))
    }
}
