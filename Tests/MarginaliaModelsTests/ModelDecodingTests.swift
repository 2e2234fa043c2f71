import Foundation
import MarginaliaModels
import MarginaliaText
import Testing

@Suite("Decoding models")
struct ModelDecodingTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func controlCharactersAreRemovedFromText() throws {
        let comment = try decode(
            MarginaliaModels.Comment.self,
            #"{"id": 1, "postId": "p", "author": {"id": "u", "name": "Ev\u0000e\u001b[31m\u0085"}, "body": "a\u0001b\tc\nd\uFFFE", "postedAt": "2026-11-20T10:00:00Z"}"#
        )
        #expect(comment.author.name == "Eve[31m")
        #expect(comment.body == "ab\tc\nd")
    }

    @Test func textWithoutControlCharactersIsKeptAsItIs() throws {
        let post = try decode(
            Post.self,
            #"{"id": "p", "title": "Ｆｕｌｌ　ｗｉｄｔｈ ＆ שלום 🎉", "url": "https://x/", "publishedAt": "2026-11-20T10:00:00.5+02:00"}"#
        )
        #expect(post.title == "Ｆｕｌｌ　ｗｉｄｔｈ ＆ שלום 🎉")
        #expect(post.publishedAt == Date(timeIntervalSince1970: 1_795_161_600.5))
    }

    @Test func idsMayBeStringsOrIntegers() throws {
        #expect(try decode([Identifier].self, #"["a", 12, -3]"#) == ["a", "12", "-3"])
        #expect(throws: DecodingError.self) { try decode([Identifier].self, "[1.5]") }
        #expect(throws: DecodingError.self) { try decode([Identifier].self, "[true]") }
    }

    @Test func siteSettingsHaveDefaults() throws {
        #expect(try decode(SiteConfig.self, "{}") == SiteConfig())
        let config = try decode(SiteConfig.self, #"{"title": "T\u0007", "feedLimit": 3}"#)
        #expect(config.title == "T")
        #expect(config.feedLimit == 3)
    }

    @Test(
        "strict ISO 8601 dates",
        arguments: [
            ("2026-11-20T10:00:00Z", true), ("2026-11-20T10:00:00.123456Z", true), ("2026-11-20T10:00:00+05:30", true),
            ("2024-02-29T00:00:00Z", true), ("2000-02-29T23:59:59-01:00", true),
            ("2026-02-29T00:00:00Z", false), ("1900-02-29T00:00:00Z", false), ("2026-02-30T10:00:00Z", false),
            ("2026-13-01T00:00:00Z", false), ("2026-11-20T24:00:00Z", false), ("2026-11-20T10:60:00Z", false),
            ("2026-11-20T10:00:00", false), ("2026-11-20 10:00:00Z", false), ("2026-11-20T10:00:00.Z", false),
            ("2026-11-20T10:00:00+0530", false), ("yesterday", false), ("", false),
        ])
    func isoDate(text: String, valid: Bool) throws {
        let json = #"{"id": "p", "title": "", "url": "", "publishedAt": "\#(text)"}"#
        #expect(((try? decode(Post.self, json)) != nil) == valid)
    }

    @Test(
        "URL schemes",
        arguments: [
            ("https://example.com/a", SafeURL.linkSchemes, true),
            ("HTTP://EXAMPLE.COM", SafeURL.linkSchemes, true),
            ("  https://example.com  ", SafeURL.linkSchemes, true),
            ("mailto:a@example.com", SafeURL.linkSchemes, true),
            ("mailto:a@example.com", SafeURL.imageSchemes, false),
            ("javascript:alert(1)", SafeURL.linkSchemes, false),
            ("java\tscript:alert(1)", SafeURL.linkSchemes, false),
            ("https://exa mple.com", SafeURL.linkSchemes, false),
            ("https:example.com", SafeURL.linkSchemes, false),
            ("https:///path", SafeURL.linkSchemes, false),
            ("//example.com", SafeURL.linkSchemes, false),
            ("/relative", SafeURL.linkSchemes, false),
            ("data:image/png;base64,AAAA", SafeURL.imageSchemes, false),
            ("1http://x", SafeURL.linkSchemes, false),
            ("https://@", SafeURL.linkSchemes, false), ("https://@/x", SafeURL.linkSchemes, false),
            ("https://a@b", SafeURL.linkSchemes, true), ("HtTpS://x?y", SafeURL.linkSchemes, true),
            ("https://?q", SafeURL.linkSchemes, false), ("https://#f", SafeURL.linkSchemes, false),
            ("mailto:", SafeURL.linkSchemes, false), ("MAILTO:x", SafeURL.linkSchemes, true),
            (":https://x", SafeURL.linkSchemes, false), ("ht_tp://x", SafeURL.linkSchemes, false),
            ("https://exämple.com", SafeURL.linkSchemes, true), ("https://example.com/ü", SafeURL.imageSchemes, true),
            ("jävascript:x", SafeURL.linkSchemes, false), ("https://\u{00A0}x", SafeURL.linkSchemes, false),
        ] as [(String, Set<String>, Bool)])
    func scheme(url: String, schemes: Set<String>, allowed: Bool) {
        #expect((SafeURL.checked(url, schemes: schemes) != nil) == allowed)
    }
}
