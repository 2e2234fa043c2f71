import Testing

@testable import MarginaliaServer

@Suite("Request paths")
struct RequestPathTests {
    @Test(
        "accepted paths",
        arguments: [
            ("/", [String](), true, "/"),
            ("/posts/p1/", ["posts", "p1"], true, "/posts/p1/"),
            ("/posts/p1", ["posts", "p1"], false, "/posts/p1"),
            ("//posts///p1/", ["posts", "p1"], true, "/posts/p1/"),
            ("/caf%C3%A9/a%20b.txt", ["café", "a b.txt"], false, "/caf%C3%A9/a%20b.txt"),
            ("/...", ["..."], false, "/..."),
            ("/..foo/bar..", ["..foo", "bar.."], false, "/..foo/bar.."),
        ])
    func accepted(raw: String, segments: [String], trailingSlash: Bool, normalized: String) throws {
        let path = try RequestPath(raw)
        #expect(path.segments == segments)
        #expect(path.hasTrailingSlash == trailingSlash)
        #expect(path.normalized == normalized)
    }

    @Test(
        "refused paths",
        arguments: [
            ("posts", RequestPath.Rejection.notAbsolute),
            ("/..", .dotSegment), ("/a/./b", .dotSegment), ("/%2e%2E/x", .dotSegment), ("/.%2e", .dotSegment),
            ("/a%2fb", .encodedSlash), ("/a%2Fb", .encodedSlash),
            ("/a\\b", .backslash), ("/a%5cb", .backslash),
            ("/a%00b", .nulByte),
            ("/%", .malformedEscape), ("/%4", .malformedEscape), ("/%g0", .malformedEscape), ("/%ff", .malformedEscape),
            ("/%c0%ae%c0%ae", .malformedEscape),
        ])
    func refused(raw: String, rejection: RequestPath.Rejection) {
        #expect(throws: rejection) { try RequestPath(raw) }
    }
}
