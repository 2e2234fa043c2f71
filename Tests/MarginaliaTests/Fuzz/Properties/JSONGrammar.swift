import MarginaliaTestSupport

@testable import MarginaliaFuzz

/// Fixture files built from choice bytes: comment arrays with every field of the schema, tricky
/// strings and white space, then sometimes broken by a few byte edits; and whole content folders
/// in the fuzzer's payload format (`ContentLoadCheck`: files separated by 0x1E).
struct JSONGrammar {
    private var c: Choices

    init(_ bytes: [UInt8]) {
        c = Choices(bytes)
    }

    static let stringPieces = [
        "a", "Jane", "é", "例え", "\\\"", "\\\\", "\\/", "\\n", "\\t", "\\u00e9", "\\ud83d\\ude00", "\\u2028", "]", "[",
        "},{", ",", ":", "{", "*hi*", "[l](javascript:x)", " ",
    ]
    /// Pieces that make a string invalid JSON, or that the loader must clean up.
    static let oddStringPieces = ["\\u0000", "\\u001f", "\\ud800", "\\uDFFF", "\\x", "\u{1}", "\u{7F}", "\u{FFFE}"]
    static let dates = [
        "2026-11-20T10:00:00Z", "2026-11-20T10:00:00.123Z", "2026-11-20T10:00:00+02:00", "1600-01-01T00:00:00Z",
    ]
    static let oddDates = ["2026-02-30T10:00:00Z", "2026-11-20", "yesterday", "", "2026-11-20T10:00:00.1234567890Z"]
    static let numbers = ["0", "3", "12"]
    static let oddNumbers = ["-1", "1.5", "1e3", "\"2\"", "null", "99999999999999999999", "-0", "01", "true"]
    static let urls = ["https://a.example/x.png", "http://127.0.0.1/a.png", "/assets/a.png"]
    static let oddURLs = ["javascript:alert(1)", "", "//x", "https://a.example/\\u0001"]
    static let oddIDs = ["", "x y", "../x", "é", "c1"]

    /// White space, now and then a character JSON does not allow there.
    mutating func space() -> String {
        c.chance(3) ? c.pick(["", " ", "\n", "\t", "\r\n  "], else: ["\u{A0}", "\u{FEFF}"], outOf: 40) : ""
    }

    mutating func string() -> String {
        var text = "\""
        for _ in 0..<c.next(5) { text += c.pick(Self.stringPieces, else: Self.oddStringPieces, outOf: 30) }
        return text + "\""
    }

    mutating func member(_ key: String, _ value: String) -> String {
        space() + "\"" + key + "\"" + space() + ":" + space() + value + space()
    }

    mutating func object(_ members: [String]) -> String {
        "{" + members.joined(separator: ",") + "}"
    }

    mutating func quoted(_ usual: [String], else unusual: [String]) -> String {
        "\"" + c.pick(usual, else: unusual, outOf: 20) + "\""
    }

    /// The comment at `index`: its id is `<prefix><index>`, its parent (if any) an earlier comment, its
    /// post mostly `p1`; now and then a field is odd, missing or repeated.
    mutating func comment(_ index: Int, prefix: String) -> String {
        var author = [member("id", quoted(["u1", "u2", "u3"], else: Self.oddIDs)), member("name", string())]
        if c.chance(2) { author.append(member("avatarURL", quoted(Self.urls, else: Self.oddURLs))) }
        if c.chance(6) { author.append(member("friendId", quoted(["f1"], else: Self.oddIDs))) }
        var members = [
            member("id", quoted(["\(prefix)\(index)"], else: Self.oddIDs)),
            member("postId", quoted(["p1"], else: ["p2", "p9", ""])),
        ]
        if index > 0, c.chance(2) {
            members.append(
                member("parentId", c.chance(8) ? "null" : quoted(["\(prefix)\(c.next(index))"], else: Self.oddIDs)))
        }
        members.append(member("author", object(author)))
        members.append(member("body", string()))
        members.append(member("postedAt", quoted(Self.dates, else: Self.oddDates)))
        if c.chance(3) { members.append(member("editedAt", quoted(Self.dates, else: Self.oddDates))) }
        if c.chance(3) { members.append(member("likes", c.pick(Self.numbers, else: Self.oddNumbers, outOf: 10))) }
        if c.chance(10) { members.append(member("extra", c.pick(["[1,{\"a\":null}]", "{}", "\"x\"", "[[[[]]]]"]))) }
        if c.chance(10) {
            var generator = SplitMix(seed: UInt64(c.next(256)))
            members.shuffle(using: &generator)
        }
        if c.chance(15) { members.removeLast() }
        if c.chance(15), let first = members.first { members.append(first) }
        return object(members)
    }

    /// A comments file: an array of comments (ids `<prefix>0`, `<prefix>1`, …), sometimes broken by
    /// up to three byte edits.
    mutating func commentsFile(prefix: String = "c") -> [UInt8] {
        var elements: [String] = []
        for index in 0..<c.next(7) { elements.append(space() + comment(index, prefix: prefix) + space()) }
        var bytes = Array((space() + "[" + elements.joined(separator: ",") + "]" + space()).utf8)
        for _ in 0..<(c.chance(4) ? 1 + c.next(3) : 0) where !bytes.isEmpty {
            let position = c.next(bytes.count)
            if c.chance(2) {
                bytes.remove(at: position)
            } else {
                bytes.insert(c.pick(Array(",]}[{\"\\: \u{0}x".utf8)), at: position)
            }
        }
        return bytes
    }

    /// A content folder in `ContentLoadCheck`'s payload format: comments, posts, friends, site
    /// settings and a second comments file; the later ones sometimes absent.
    mutating func contentFolder() -> [UInt8] {
        let posts =
            "["
            + ["p1", "p2"].prefix(c.chance(10) ? 0 : 1 + c.next(2)).map { id in
                object([
                    member("id", "\"\(id)\""), member("title", string()),
                    member("url", quoted(["https://blog.example/\(id)/"], else: Self.oddURLs)),
                    member("publishedAt", quoted(Self.dates, else: Self.oddDates)),
                ])
            }.joined(separator: ",") + "]"
        let friends =
            "["
            + (0..<c.next(3)).map { index in
                object([
                    member("id", quoted(["f\(index + 1)"], else: Self.oddIDs)), member("firstName", string()),
                    member("lastName", string()),
                    member("avatarURL", quoted(Self.urls, else: Self.oddURLs)),
                ])
            }.joined(separator: ",") + "]"
        let site = c.pick(
            ["{}", "{\"title\": \"T\", \"baseURL\": \"https://e.com/\"}", "{\"avatars\": \"hotlink\"}"],
            else: ["{\"threadsPerPage\": 0}", "{\"timeZone\": \"Mars/Olympus\"}", "[]", "{"])
        var files = [
            commentsFile(), Array(posts.utf8), Array(friends.utf8), Array(site.utf8), commentsFile(prefix: "d"),
        ]
        if c.chance(3) { files.removeLast(1 + c.next(files.count - 1)) }
        return Array(files.joined(separator: [ContentLoadCheck.separator]))
    }
}
