import Foundation
import MarginaliaModels
import Testing

/// `site.json`'s `commentsURL`: an http(s) address or a path on the site's host.
@Suite("Where comments are sent")
struct CommentsAddressTests {
    @Test(arguments: [
        ("/comments", "/comments/", "/comments/", nil as String?),
        ("https://talk.example.org", "https://talk.example.org/", "/", "https://talk.example.org"),
        ("http://127.0.0.1:8080/c/", "http://127.0.0.1:8080/c/", "/c/", "http://127.0.0.1:8080"),
    ])
    func anAddressIsReadWithItsPathAndOrigin(text: String, address: String, path: String, origin: String?) throws {
        let parsed = try #require(CommentsAddress(text))
        #expect(parsed.rawValue == address && parsed.path == path && parsed.origin == origin)
        #expect(parsed.url(CommentsAddress.previewPage) == address + "preview")
    }

    @Test(arguments: [
        "javascript:alert(1)", "//evil.example/", "comments/", "/c?x=1", "/c#top", "https://", "/a b/", "ftp://x/",
        "/c\\d/",
    ])
    func anythingElseIsRefused(text: String) {
        #expect(CommentsAddress(text) == nil)
    }

    @Test func aPathIsMadeAbsoluteAgainstTheBaseURL() throws {
        let path = try #require(CommentsAddress("/comments/"))
        #expect(
            path.absolute(against: "https://comments.example.org/blog/").rawValue
                == "https://comments.example.org/comments/")
    }

    @Test func siteJSONNamesTheFieldWhenTheAddressIsBad() throws {
        let json = Data(#"{"commentsURL": "javascript:alert(1)"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SiteConfig.self, from: json) }
        let good = try JSONDecoder().decode(SiteConfig.self, from: Data(#"{"commentsURL": "/c"}"#.utf8))
        #expect(good.commentsURL?.rawValue == "/c/")
        #expect(good.replyLinkTemplate == "/c/reply?post={postId}&parent={commentId}")
    }
}
