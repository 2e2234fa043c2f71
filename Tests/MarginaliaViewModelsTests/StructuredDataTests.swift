import Foundation
import MarginaliaTestSupport
import MarginaliaViewModels
import Testing

@Suite("Structured data (JSON-LD)")
struct StructuredDataTests {
    private func page(_ comments: [CommentCellViewModel]) -> PostPageViewModel {
        PostPageViewModel(
            postId: "p1", title: "Why view models", postURL: "https://blog.example.org/1/",
            publishedAt: TestDates.ago(days: 40),
            comments: comments, feedURL: "feed.xml", pageURL: "https://comments.example.org/posts/p1/",
            dates: TestDates.utc
        )
    }

    private func object(_ json: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func aDiscussionWithCommentsNestedByReply() throws {
        let reply = ViewModelFixtures.commentCell(
            id: "c2", authorName: "Noa", avatarURL: "../../assets/avatars/ab.png", editedAt: TestDates.ago(minutes: 1),
            likes: 3)
        let json = page([ViewModelFixtures.commentCell(id: "c1", replies: [reply])]).structuredData.json
        let root = try object(json)
        #expect(root["@context"] as? String == "https://schema.org")
        #expect(root["@type"] as? String == "DiscussionForumPosting")
        #expect(root["url"] as? String == "https://comments.example.org/posts/p1/")
        #expect(root["isBasedOn"] as? String == "https://blog.example.org/1/")
        #expect(root["commentCount"] as? Int == 2)
        let first = try #require((root["comment"] as? [[String: Any]])?.first)
        #expect(first["@id"] as? String == "https://comments.example.org/posts/p1/#comment-c1")
        #expect(first["text"] as? String == "Hi")
        let nested = try #require((first["comment"] as? [[String: Any]])?.first)
        #expect(
            (nested["author"] as? [String: Any])?["image"] as? String
                == "https://comments.example.org/assets/avatars/ab.png")
        #expect(nested["dateModified"] as? String == reply.editedTimestamp)
        #expect(nested["upvoteCount"] as? Int == 3)
        #expect(nested["parentItem"] == nil)
    }

    @Test func nothingInTheTextCanCloseTheScriptElement() throws {
        let hostile = CommentCellViewModel(
            id: "c1", authorName: "</script><script>alert(1)</script>", avatarURL: nil,
            bodyHTML: "<p>&lt;/script&gt;&lt;!-- &amp; \u{2028}\u{2029} end</p>\n",
            bodyText: "</script><!-- & \u{2028}\u{2029} end", postedAt: TestDates.now,
            editedAt: nil, likes: 0,
            replies: [], depth: 0, permalink: "#comment-c1", replyURL: nil, inReplyTo: nil, dates: TestDates.utc
        )
        let json = page([hostile]).structuredData.json
        #expect(!json.contains("<"))
        #expect(!json.contains(">"))
        #expect(!json.contains("&"))
        #expect(!json.contains("\u{2028}") && !json.contains("\u{2029}"))
        #expect(json.contains(#"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"#))
        let comment = try #require((try object(json)["comment"] as? [[String: Any]])?.first)
        #expect(comment["text"] as? String == "</script><!-- & \u{2028}\u{2029} end")
    }

    @Test func theJSONIsTheSameEveryTime() {
        let page = page([ViewModelFixtures.commentCell(id: "c1"), ViewModelFixtures.commentCell(id: "c2")])
        #expect(page.structuredData.json == page.structuredData.json)
        #expect(page.structuredData.json.hasPrefix(#"{"@context":"https://schema.org","@id":"#))
    }

    @Test func stringsAreEscapedAsJSONEncoderDoesAndOtherTextIsLeftAlone() throws {
        let body = "a<b> & é \u{2027} \"q\" back\\slash\u{2028}tab\tend"
        let cell = CommentCellViewModel(
            id: "c1", authorName: "Zoë \"Z\" O'Brien", avatarURL: nil, bodyHTML: "", bodyText: body,
            postedAt: TestDates.now,
            editedAt: nil,
            likes: 0, replies: [], depth: 0, permalink: "#comment-c1", replyURL: nil, inReplyTo: nil,
            dates: TestDates.utc
        )
        let json = page([cell]).structuredData.json
        #expect(
            json.contains(#""text":"a\u003cb\u003e \u0026 é "# + "\u{2027}" + #" \"q\" back\\slash\u2028tab\tend""#))
        #expect(json.contains(#""name":"Zoë \"Z\" O'Brien""#))
        let comment = try #require((try object(json)["comment"] as? [[String: Any]])?.first)
        #expect(comment["text"] as? String == "a<b> & é \u{2027} \"q\" back\\slash\u{2028}tab\tend")
    }

    @Test func aFragmentWithUnusualCharactersIsResolvedAsAURL() throws {
        let cell = CommentCellViewModel(
            id: "a b", authorName: "A", avatarURL: nil, bodyHTML: "<p>x</p>", bodyText: "x", postedAt: TestDates.now,
            editedAt: nil,
            likes: 0, replies: [], depth: 0, permalink: "#comment-a%20b", replyURL: nil, inReplyTo: nil,
            dates: TestDates.utc
        )
        let comment = try #require((try object(page([cell]).structuredData.json)["comment"] as? [[String: Any]])?.first)
        #expect(comment["@id"] as? String == "https://comments.example.org/posts/p1/#comment-a%20b")
    }
}
