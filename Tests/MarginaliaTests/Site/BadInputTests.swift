import Foundation
import MarginaliaContent
import MarginaliaSite
import Testing

/// Every kind of bad input a stranger's data can hold: each row either builds correctly or stops
/// with a message naming the file and the place, and a failed build never touches the output.
@Suite("Bad input")
struct BadInputTests {
    /// What a row expects.
    enum Outcome: Sendable, CustomStringConvertible {
        /// The build succeeds and the page contains the text.
        case builds(page: String, contains: String)
        /// The build fails with a problem in this file, at this JSON path (if given), on this line (if given).
        case fails(file: String, path: String?, line: Int?)

        var description: String {
            switch self {
            case .builds(let page, let text): "builds \(page) containing \(text)"
            case .fails(let file, let path, let line): "fails at \(file) \(path ?? "") \(line.map(String.init) ?? "")"
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let file: String
        let contents: [UInt8]
        let outcome: Outcome
        var testDescription: String { name }

        init(_ name: String, file: String = "comments.json", _ text: String, _ outcome: Outcome) {
            self.init(name, file: file, bytes: Array(text.utf8), outcome)
        }

        init(_ name: String, file: String = "comments.json", bytes: [UInt8], _ outcome: Outcome) {
            self.name = name
            self.file = file
            self.contents = bytes
            self.outcome = outcome
        }
    }

    static func comment(
        _ id: String, body: String = "Hi", parent: String? = nil, post: String = "p1",
        postedAt: String = "2026-11-20T10:00:00Z", likes: String? = nil
    ) -> String {
        let parentField = parent.map { #""parentId": "\#($0)", "# } ?? ""
        let likesField = likes.map { #", "likes": \#($0)"# } ?? ""
        let bodyJSON = String(decoding: try! JSONEncoder().encode(body), as: UTF8.self)
        return
            #"{"id": "\#(id)", "postId": "\#(post)", \#(parentField)"author": {"id": "u", "name": "N"}, "body": \#(bodyJSON), "postedAt": "\#(postedAt)"\#(likesField)}"#
    }

    static func list(_ items: [String]) -> String { "[\n" + items.joined(separator: ",\n") + "\n]" }

    static let cases: [Case] = [
        Case("truncated JSON", "[{\"id\": \"c1\"", .fails(file: "comments.json", path: "", line: 1)),
        Case("empty file", "", .fails(file: "comments.json", path: "", line: 1)),
        Case("a lone byte-order mark", bytes: [0xEF, 0xBB, 0xBF], .fails(file: "comments.json", path: "", line: 1)),
        Case("not an array", "{}", .fails(file: "comments.json", path: "", line: 1)),
        Case(
            "wrong type", list([comment("c1").replacingOccurrences(of: #""body": "Hi""#, with: #""body": ["Hi"]"#)]),
            .fails(file: "comments.json", path: "[0].body", line: 2)),
        Case(
            "missing field",
            list([
                #"{"id": "c1", "postId": "p1", "author": {"id": "u"}, "body": "", "postedAt": "2026-11-20T10:00:00Z"}"#
            ]), .fails(file: "comments.json", path: "[0].author", line: 2)),
        Case(
            "null where a value is needed",
            list([comment("c1").replacingOccurrences(of: #""body": "Hi""#, with: #""body": null"#)]),
            .fails(file: "comments.json", path: "[0].body", line: 2)),
        Case(
            "a negative count of likes", list([comment("c1"), comment("c2", likes: "-1")]),
            .fails(file: "comments.json", path: "[1].likes", line: 3)),
        Case(
            "the least integer as likes", list([comment("c1", likes: "-9223372036854775808")]),
            .fails(file: "comments.json", path: "[0].likes", line: 2)),
        Case(
            "a fraction as likes", list([comment("c1"), comment("c2", likes: "1.5")]),
            .fails(file: "comments.json", path: "[1].likes", line: 3)),
        Case(
            "more likes than an integer holds", list([comment("c1", likes: "9223372036854775808")]),
            .fails(file: "comments.json", path: "[0].likes", line: 2)),
        Case(
            "likes past what a number holds", list([comment("c1", likes: "1e400")]),
            .fails(file: "comments.json", path: "[0].likes", line: 2)),
        Case(
            "a fraction as a setting", file: "site.json", "{\n\"postsPerPage\": 2.5}",
            .fails(file: "site.json", path: "postsPerPage", line: 2)),
        Case(
            "the most likes an integer holds", list([comment("c1", likes: "9223372036854775807")]),
            .builds(page: "posts/p1/index.html", contains: "9,223,372,036,854,775,807 likes")),
        Case(
            "unknown postId", list([comment("c1", post: "nowhere")]),
            .fails(file: "comments.json", path: "[0].postId", line: 2)),
        Case(
            "unknown parentId", list([comment("c1", parent: "c0")]),
            .fails(file: "comments.json", path: "[0].parentId", line: 2)),
        Case(
            "duplicate ids", list([comment("c1"), comment("c1")]),
            .fails(file: "comments.json", path: "[1].id", line: 3)),
        Case(
            "self-reply", list([comment("c1", parent: "c1")]),
            .fails(file: "comments.json", path: "[0].parentId", line: 2)),
        Case(
            "reply cycle", list([comment("c1", parent: "c2"), comment("c2", parent: "c1")]),
            .fails(file: "comments.json", path: nil, line: nil)),
        Case(
            "invalid date", list([comment("c1", postedAt: "2026-02-30T25:00:00Z")]),
            .fails(file: "comments.json", path: "[0].postedAt", line: 2)),
        Case(
            "date without a time zone", list([comment("c1", postedAt: "2026-11-20 10:00")]),
            .fails(file: "comments.json", path: "[0].postedAt", line: 2)),
        Case(
            "invalid UTF-8", bytes: Array("[\"".utf8) + [0xC3, 0x28] + Array("\"]".utf8),
            .fails(file: "comments.json", path: "", line: 1)),
        Case(
            "byte-order mark before valid JSON",
            bytes: [0xEF, 0xBB, 0xBF] + Array(list([comment("c1", body: "BOM ok")]).utf8),
            .builds(page: "posts/p1/index.html", contains: "BOM ok")),
        Case(
            "NUL and control characters", list([comment("c1", body: "a\u{0}b\u{1b}[31mc\u{7}d")]),
            .builds(page: "posts/p1/index.html", contains: "ab[31mcd")),
        Case(
            "raw HTML in a body", list([comment("c1", body: "<script>alert(1)</script>ok")]),
            .builds(page: "posts/p1/index.html", contains: "raw HTML omitted")),
        Case(
            "mustache-looking text", list([comment("c1", body: "{{layout.siteTitle}} {{{bodyHTML}}}")]),
            .builds(page: "posts/p1/index.html", contains: "{{layout.siteTitle}} {{{bodyHTML}}}")),
        Case(
            "50,000 nested block quotes", list([comment("c1", body: String(repeating: ">", count: 50_000) + " deep")]),
            .builds(page: "posts/p1/index.html", contains: "deep")),
        Case(
            "50,000 open brackets", list([comment("c1", body: String(repeating: "[", count: 50_000) + "x")]),
            .builds(page: "posts/p1/index.html", contains: "[[[x")),
        Case(
            "50,000 nested emphasis", list([comment("c1", body: String(repeating: "*a", count: 50_000))]),
            .builds(page: "posts/p1/index.html", contains: "<em>a</em>a<em>a</em>")),
        Case(
            "deeply nested JSON", "[" + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_001),
            .fails(file: "comments.json", path: nil, line: nil)),
        Case(
            "a friend id that climbs out of the folder", file: "friends.json",
            #"[{"id": "../../etc", "firstName": "a", "lastName": "b"}]"#,
            .fails(file: "friends.json", path: "[0].id", line: 1)),
        Case(
            "an unknown time zone", file: "site.json", #"{"timeZone": "Nowhere/Atlantis"}"#,
            .fails(file: "site.json", path: "timeZone", line: 1)),
        Case(
            "a post language that is no language tag", file: "posts.json", posts(language: "de_AT!"),
            .fails(file: "posts.json", path: "[1].language", line: 3)),
        Case(
            "a post language the theme has no pack for", file: "posts.json", posts(language: "sv-SE"),
            .fails(file: "posts.json", path: "[1].language", line: 3)),
        Case(
            "a post in a language of its own", file: "posts.json", posts(language: "de-AT"),
            .builds(page: "posts/p2/index.html", contains: #"<html lang="de-AT">"#)),
    ]

    /// The fixture's two posts, one a line, the second with `language`.
    static func posts(language: String) -> String {
        list([
            #"{"id": "p1", "title": "View models", "url": "https://blog.example.org/1/", "publishedAt": "2026-10-01T10:00:00Z"}"#,
            #"{"id": "p2", "title": "Quiet post", "url": "https://blog.example.org/2/", "publishedAt": "2026-09-01T10:00:00Z", "language": "\#(language)"}"#,
        ])
    }

    @Test("each bad input builds or fails cleanly", arguments: cases)
    func badInput(_ row: Case) async throws {
        let site = try SiteFixture()
        _ = try await site.build()
        let before = OutputTree.snapshot(site.output)
        try Data(row.contents).write(to: URL(fileURLWithPath: site.content + "/" + row.file))
        switch row.outcome {
        case .builds(let page, let text):
            _ = try await site.build()
            #expect(try site.page(page).contains(text))
        case .fails(let file, let path, let line):
            do {
                _ = try await site.build()
                Issue.record("the build should fail")
            } catch let error as SiteError {
                guard case .content(let contentError) = error, let problem = contentError.problems.first else {
                    Issue.record("expected a content error, got \(error)")
                    return
                }
                #expect(problem.location.file == file)
                if let path { #expect(problem.location.jsonPath == path) }
                if let line { #expect(problem.location.line == line) }
                #expect(!error.description.isEmpty)
            }
            #expect(OutputTree.snapshot(site.output) == before)
        }
        // Beside the output: the cache folder (avatars, the page manifest) and no staging folder.
        #expect(OutputTree.entries(site.directory.url.path) == [".marginalia-cache", "Content", "Output"])
    }

    @Test func aFiftyMegabyteBodyBuilds() async throws {
        let site = try SiteFixture()
        let body = String(repeating: "All work and no play. ", count: 50 << 20 / 22)
        try site.directory.write(Self.list([Self.comment("c1", body: body + "THE END")]), to: "Content/comments.json")
        _ = try await site.build()
        #expect(try site.page("posts/p1/index.html").contains("THE END"))
    }

    @Test func aReplyChainTenThousandDeepBuilds() async throws {
        let site = try SiteFixture()
        let chain = (0..<10_000).map { Self.comment("c\($0)", parent: $0 == 0 ? nil : "c\($0 - 1)") }
        try site.directory.write(Self.list(chain), to: "Content/comments.json")
        _ = try await site.build()
        let page = try site.page("posts/p1/index.html")
        #expect(page.contains(#"id="comment-c9999""#))
    }
}
