import Foundation
import MarginaliaModels
import Testing

@testable import MarginaliaContent

/// `CommentBytesDecoder` must give exactly what `JSONDecoder` gives, or decline.
@Suite("Decoding comments from bytes")
struct CommentBytesDecoderTests {
    private static let author = #""author": {"id": "u1", "name": "Ada", "avatarURL": null}"#
    private static let required =
        #""id": "c1", "postId": "p1", \#(author), "body": "Hi", "postedAt": "2026-11-20T10:00:00Z""#

    private func fast(_ json: String) -> [MarginaliaModels.Comment]? {
        Array(json.utf8).withUnsafeBytes { CommentBytesDecoder.comments(inArray: $0) }
    }

    private func foundation(_ json: String) -> [MarginaliaModels.Comment]? {
        try? JSONDecoder().decode([MarginaliaModels.Comment].self, from: Data(json.utf8))
    }

    @Test(arguments: [
        "[]",
        " \n[ ] \t",
        "[{\(required)}]",
        #"[{"id": 12, "postId": -7, "parentId": 0, "author": {"id": 3, "name": "Bo"}, "body": "x", "postedAt": "2026-11-20T10:00:00Z"}]"#,
        #"[{"likes": 41, "editedAt": "2026-11-21T09:30:00Z", "parentId": "c0", \#(required)}]"#,
        #"[{\#(required), "likes": null, "editedAt": null, "parentId": null}]"#,
        #"[{"id": "c1", "postId": "p1", "author": {"name": "Zoë 田中 👋", "avatarURL": "https://e.example/a.png", "id": "u9"}, "body": "Ünïcödé — raw", "postedAt": "2026-11-20T10:00:00.250+02:00"}]"#,
        #"[{"id": "c1", "postId": "p1", \#(author), "body": "a\nb\t\"q\" \\ \/ \b\f\r \u00e9 \u2028 \ud83d\ude00 \u0000 \u0007end", "postedAt": "2026-11-20T10:00:00Z"}]"#,
        #"[{"id": "c\u0001x", "postId": "p1", "author": {"id": "u1", "name": "A\u0007da\u0085"}, "body": "", "postedAt": "2026-11-20T10:00:00Z"}]"#,
        "[\n {\n  \(required)\n },\n {\n  \(required.replacingOccurrences(of: "c1", with: "c2"))\n }\n]\n",
        #"[{"id": "c1", "postId": "p1", \#(author), "body": "x", "postedAt": "2026-11-20T10:00:00Z", "likes": 999999999999999999}]"#,
    ])
    func acceptsWhatJSONDecoderAccepts(_ json: String) throws {
        let expected = try #require(foundation(json))
        #expect(fast(json) == expected)
    }

    @Test(arguments: [
        // Left to JSONDecoder, which accepts them:
        #"[{\#(required), "extra": [1, {"a": 2}]}]"#,
        #"[{"\u0069d": "c1", "postId": "p1", \#(author), "body": "Hi", "postedAt": "2026-11-20T10:00:00Z"}]"#,
        #"[{\#(required), "likes": 3.0}]"#,
        #"[{\#(required), "likes": 3e0}]"#,
        #"[{"id": 1234567890123456789, "postId": "p1", \#(author), "body": "x", "postedAt": "2026-11-20T10:00:00Z"}]"#,
        // Left to JSONDecoder, which reports them:
        #"[{\#(required), "id": "c2"}]"#,
        #"[{\#(required), "likes": 007}]"#,
        #"[{\#(required), "likes": -0}]"#,
        #"[{\#(required), "likes": "3"}]"#,
        #"[{"id": "c1", "postId": "p1", \#(author), "body": "\ud83d", "postedAt": "2026-11-20T10:00:00Z"}]"#,
        #"[{"id": "c1", "postId": "p1", \#(author), "body": "\udc00\ud83d", "postedAt": "2026-11-20T10:00:00Z"}]"#,
        "[{\"id\": \"c1\", \"postId\": \"p1\", \(author), \"body\": \"raw\ttab\", \"postedAt\": \"2026-11-20T10:00:00Z\"}]",
        #"[{"id": "c1", "postId": "p1", \#(author), "postedAt": "2026-11-20T10:00:00Z"}]"#,
        #"[{"id": "c1", "postId": "p1", \#(author), "body": null, "postedAt": "2026-11-20T10:00:00Z"}]"#,
        #"[{"id": "c1", "postId": "p1", \#(author), "body": "x", "postedAt": "2026-02-30T10:00:00Z"}]"#,
        #"[{"id": "c1", "postId": "p1", "author": {"id": "u1"}, "body": "x", "postedAt": "2026-11-20T10:00:00Z"}]"#,
        #"[{\#(required)},]"#,
        #"[{\#(required)}] x"#,
        #"[{\#(required)}"#,
        #"{"comments": []}"#,
        #"[{\#(required), "likes": nul}]"#,
        #"[{\#(required), "likes": 12x}]"#,
        "",
    ])
    func declinesAnythingElse(_ json: String) {
        #expect(fast(json) == nil)
    }

    @Test func declinesInvalidUTF8() {
        var bytes = Array("[{\(Self.required.replacingOccurrences(of: "Hi", with: "H?"))}]".utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "?"))!] = 0xFF
        #expect(bytes.withUnsafeBytes { CommentBytesDecoder.comments(inArray: $0) } == nil)
    }

    /// Bodies as the bytes between their quotes: valid, or bad UTF-8 (a stray byte, an overlong
    /// form, an encoded surrogate, past U+10FFFF, cut short) before and after an escape.
    private static let bodiesToCheck: [[UInt8]] = [
        [], Array("plain text".utf8), Array(#"caf\u00e9 Zoë 田中 👋"#.utf8), [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80], [0xE6, 0x9D], Array("ok ".utf8) + [0xE6, 0x9D], Array(#"\n then "#.utf8) + [0xFF],
        Array(#"\u00e9"#.utf8) + [0xC3], Array(#"\ud83d\ude00 "#.utf8) + [0xF0, 0x9F], Array(#"\t tab é"#.utf8),
    ]

    /// A body left in its file is checked where it lies, without being made into text: the
    /// decoder must accept and decline exactly the bodies it accepts and declines when it holds
    /// their text, whether the bad bytes come before or after an escape.
    @Test(arguments: bodiesToCheck)
    func checksABodyLeftInItsFileAsAHeldOne(_ body: [UInt8]) {
        let before = Array(#"[{"id": "c1", "postId": "p1", \#(Self.author), "body": ""#.utf8)
        let after = Array(#"", "postedAt": "2026-11-20T10:00:00Z"}]"#.utf8)
        let bytes = before + body + after
        let held = bytes.withUnsafeBytes { CommentBytesDecoder.comments(inArray: $0) }
        let context = CommentBytesDecoder.Context(bodiesIn: StoredCommentFile(name: "c.json", path: "/c/c.json"))
        let stored = bytes.withUnsafeBytes { CommentBytesDecoder.comments(inArray: $0, context: context) }
        #expect((stored != nil) == (held != nil))
        if let first = stored?.first {
            guard case .stored(let place) = first.body else {
                Issue.record("the body is held, not left in its file")
                return
            }
            #expect(place.length == body.count)
        }
    }

    @Test func readsTheElementsOfAPiece() {
        let piece = " {\(Self.required)},\n{\(Self.required.replacingOccurrences(of: "c1", with: "c2"))} "
        let comments = Array(piece.utf8).withUnsafeBytes { CommentBytesDecoder.comments(inElements: $0) }
        #expect(comments == foundation("[\(piece)]"))
        #expect(comments?.count == 2)
        #expect(Array("  ".utf8).withUnsafeBytes { CommentBytesDecoder.comments(inElements: $0) } == [])
        #expect(
            Array("{\(Self.required)},".utf8).withUnsafeBytes { CommentBytesDecoder.comments(inElements: $0) } == nil)
    }

    @Test func decodesTheDemoAsJSONDecoderDoes() throws {
        let folder = URL(fileURLWithPath: PackagePaths.content).appendingPathComponent("comments")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(files.count == 3)
        for file in files {
            let data = try Data(contentsOf: file)
            let expected = try JSONDecoder().decode([MarginaliaModels.Comment].self, from: data)
            #expect(
                data.withUnsafeBytes { CommentBytesDecoder.comments(inArray: $0) } == expected,
                "\(file.lastPathComponent)")
            #expect(!expected.isEmpty)
        }
    }

    @Test func aFileItDeclinesStillLoads() async throws {
        let comments = (0..<40).map { index in
            ContentFixtures.comment("c\(index)").replacingOccurrences(
                of: #""postId""#, with: #""extra": {"x": [1]}, "postId""#)
        }
        let files = [
            "/c/posts.json": Data(ContentFixtures.posts.utf8),
            "/c/comments.json": Data(ContentFixtures.comments(comments).utf8),
        ]
        for threshold in [1, Int.max] {
            let store = ContentStore(directory: "/c", fileSystem: .memory(files), parallelDecodingThreshold: threshold)
            let content = try await store.load()
            #expect(content.comments.map(\.id.rawValue) == (0..<40).map { "c\($0)" })
        }
    }
}
