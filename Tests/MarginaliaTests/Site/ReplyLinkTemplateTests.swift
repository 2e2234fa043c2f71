import MarginaliaModels
import Testing

@testable import MarginaliaSite

@Suite("Reply links")
struct ReplyLinkTemplateTests {
    @Test(
        "placeholders are filled in",
        arguments: [
            (
                "https://blog.example.org/reply?post={postId}&comment={commentId}",
                "https://blog.example.org/reply?post=p1&comment=c2"
            ),
            ("https://b.example/{postId}/{commentId}/{postId}", "https://b.example/p1/c2/p1"),
            ("https://b.example/{other}?q={", "https://b.example/{other}?q={"),
            ("mailto:me@example.org?subject=Re:%20{commentId}", "mailto:me@example.org?subject=Re:%20c2"),
        ])
    func filled(template: String, expected: String) throws {
        let links = try #require(ReplyLinkTemplate(template))
        #expect(links.url(postId: "p1", commentId: "c2") == expected)
    }

    @Test(
        "unsafe or missing templates give no links",
        arguments: [
            nil, "", "javascript:alert('{commentId}')", "{postId}:{commentId}", "//evil.example/{commentId}",
            "https://b.example/{commentId} x",
        ] as [String?])
    func unsafe(template: String?) {
        #expect(ReplyLinkTemplate(template) == nil)
    }
}
