import Foundation
import MarginaliaText
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The end-to-end form of a fuzz finding (Fuzz/README.md): one comment with a numeric reference
/// to a control character made the Atom feed not well-formed XML, so feed readers refused all of it.
@Suite("Fuzz findings: the feed")
struct FeedFindingsTests {
    @Test func aCommentWithAControlCharacterReferenceLeavesTheFeedWellFormed() async throws {
        let fixture = try SiteFixture()
        let body = #"a&#1;b &#x1B;[31m [t](https://e.com \"x&#2;\") &#x85;"#
        try fixture.directory.write(
            #"[{"id": "c1", "postId": "p1", "author": {"id": "u1", "name": "Jane"}, "body": "\#(body)", "postedAt": "2026-11-21T11:55:00Z"}]"#,
            to: "Content/comments.json"
        )
        _ = try await fixture.build()
        let feed = try fixture.page("feed.xml")
        let parser = XMLParser(data: Data(feed.utf8))
        #expect(parser.parse(), "feed.xml: \(parser.parserError.map { "\($0)" } ?? "")")
        let page = try fixture.page("posts/p1/index.html")
        #expect(page.withoutControlCharacters == page)
        #expect(page.contains("ab"))
    }
}
