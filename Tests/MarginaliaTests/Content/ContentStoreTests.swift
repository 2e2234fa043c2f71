import Foundation
import MarginaliaContent
import MarginaliaModels
import Testing

@Suite("Loading content")
struct ContentStoreTests {
    @Test func loadsEveryFileOfTheSchema() async throws {
        let store = ContentFixtures.store([
            "site.json": #"{"title": "T", "timeZone": "Europe/Berlin", "feedLimit": 5}"#,
            "comments.json": ContentFixtures.comments([
                ContentFixtures.comment("c1"), ContentFixtures.comment("c2", parent: "c1"),
            ]),
            "comments/b.json": ContentFixtures.comments([ContentFixtures.comment("c4", post: "p2")]),
            "comments/a.json": ContentFixtures.comments([ContentFixtures.comment("c3", post: "p2")]),
            "friends.json":
                #"[{"id": 1, "firstName": "Aiyana", "lastName": ""}, {"id": "f2", "firstName": "", "lastName": "Okafor", "email": "o@example.com"}]"#,
        ])
        let content = try await store.load()
        #expect(content.config.title == "T")
        #expect(content.config.timeZone == "Europe/Berlin")
        #expect(content.config.language == "en")
        #expect(content.posts.map(\.id) == ["p1", "p2"])
        #expect(content.posts[1].publishedAt == Date(timeIntervalSince1970: 1_769_936_400.25))
        #expect(content.comments.map(\.id) == ["c1", "c2", "c3", "c4"])
        #expect(content.comments[1].parentId == "c1")
        #expect(content.friends.map(\.id) == ["1", "f2"])
    }

    @Test func missingOptionalFilesGiveAnEmptySite() async throws {
        let content = try await ContentStore(directory: "/c", fileSystem: .memory([:])).load()
        #expect(content == SiteContent())
    }

    @Test func aSyntaxErrorNamesFileLineAndColumn() async {
        let text = "[\n  {\"id\": \"c1\",\n    \"postId\" \"p1\"}\n]"
        let problems = await ContentFixtures.problems(["comments.json": text])
        #expect(problems.count == 1)
        #expect(problems.first?.location == SourceLocation(file: "comments.json", line: 3, column: 14, jsonPath: ""))
        #expect(problems.first?.description == "comments.json:3:14: invalid JSON: expected ':' after the key")
    }

    @Test func aWrongTypeNamesTheJSONPathAndItsPlace() async {
        let bad =
            #"{"id": "c2", "postId": "p1", "author": {"id": "u1", "name": 42}, "body": "", "postedAt": "2026-03-01T10:00:00Z"}"#
        let problems = await ContentFixtures.problems([
            "comments.json": ContentFixtures.comments([ContentFixtures.comment("c1"), bad])
        ])
        #expect(
            problems.first?.location
                == SourceLocation(file: "comments.json", line: 3, column: 63, jsonPath: "[1].author.name"))
        #expect(problems.first?.message == "expected a string, found number instead")
    }

    @Test func aMissingKeyIsNamed() async {
        let bad = #"{"id": "c1", "postId": "p1", "body": "", "postedAt": "2026-03-01T10:00:00Z"}"#
        let problems = await ContentFixtures.problems(["comments.json": ContentFixtures.comments([bad])])
        #expect(problems.first?.description == "comments.json:2:3: [0]: missing required key \"author\"")
    }

    @Test func anInvalidDateIsNamed() async {
        let bad = ContentFixtures.comment("c1").replacingOccurrences(of: "2026-03-01T10:00:00Z", with: "yesterday")
        let problems = await ContentFixtures.problems(["comments.json": ContentFixtures.comments([bad])])
        #expect(problems.first?.location.jsonPath == "[0].postedAt")
        #expect(problems.first?.location.line == 2)
    }

    @Test(
        "broken files",
        arguments: [
            ("", "invalid JSON: expected a value, but the file is empty"),
            ("[{\"id\": \"c1\"", "invalid JSON: expected more JSON, but the file ends here"),
            ("[1, 2,]", "invalid JSON: expected a value (object, array, string, number, true, false or null)"),
            ("{\"a\": 1} x", "invalid JSON: expected the end of the file"),
            ("[\"a\u{01}\"]", "invalid JSON: expected a closed string"),
        ])
    func brokenFile(text: String, message: String) async {
        let problems = await ContentFixtures.problems(["comments.json": text])
        #expect(problems.map(\.message) == [message])
    }

    @Test func invalidUTF8IsReportedWithItsPlace() async {
        let bytes = Array("[\n \"ok\", \"".utf8) + [0xFF, 0xFE] + Array("\"]".utf8)
        let problems = await ContentFixtures.problems(bytes: bytes)
        #expect(problems.map(\.kind) == [.invalidUTF8])
        #expect(problems.first?.location.line == 2)
        #expect(problems.first?.location.column == 9)
    }

    @Test func aByteOrderMarkIsAccepted() async {
        let bytes = [0xEF, 0xBB, 0xBF] + Array(ContentFixtures.comments([ContentFixtures.comment("c1")]).utf8)
        #expect(await ContentFixtures.problems(bytes: bytes).isEmpty)
    }

    @Test func referencesAreChecked() async {
        let problems = await ContentFixtures.problems([
            "comments.json": ContentFixtures.comments([
                ContentFixtures.comment("c1"),
                ContentFixtures.comment("c2", post: "nope"),
                ContentFixtures.comment("c3", parent: "ghost"),
                ContentFixtures.comment("c4", parent: "c4"),
                ContentFixtures.comment("c1"),
                ContentFixtures.comment("c5", post: "p2", parent: "c1"),
            ])
        ])
        #expect(
            problems.map(\.kind) == [
                .unknownPost("nope"),
                .duplicateId("c1", first: SourceLocation(file: "comments.json", jsonPath: "[0]")),
                .unknownParent("ghost"),
                .selfReply,
                .parentInOtherPost(parent: "c1", parentPost: "p1"),
            ])
        #expect(
            problems.map(\.location.jsonPath) == [
                "[1].postId", "[4].id", "[2].parentId", "[3].parentId", "[5].parentId",
            ])
        #expect(problems.map(\.location.line) == [3, 6, 4, 5, 7])
    }

    /// A repeated id names its first comment and a parent is found in another file, with an
    /// empty file between (the check numbers the comments of all files as one list).
    @Test func referencesAcrossFilesAreChecked() async {
        let problems = await ContentFixtures.problems([
            "comments/a.json": ContentFixtures.comments([
                ContentFixtures.comment("c0"), ContentFixtures.comment("c1"),
            ]),
            "comments/b.json": ContentFixtures.comments([]),
            "comments/c.json": ContentFixtures.comments([
                ContentFixtures.comment("c2", parent: "c1"),
                ContentFixtures.comment("c1"),
                ContentFixtures.comment("c3", post: "p2", parent: "c1"),
            ]),
        ])
        #expect(
            problems.map(\.kind) == [
                .duplicateId("c1", first: SourceLocation(file: "comments/a.json", jsonPath: "[1]")),
                .parentInOtherPost(parent: "c1", parentPost: "p1"),
            ])
        #expect(problems.map(\.location.file) == ["comments/c.json", "comments/c.json"])
        #expect(problems.map(\.location.jsonPath) == ["[1].id", "[2].parentId"])
    }

    @Test func replyCyclesAreReportedOnce() async {
        let problems = await ContentFixtures.problems([
            "comments.json": ContentFixtures.comments([
                ContentFixtures.comment("a", parent: "c"),
                ContentFixtures.comment("b", parent: "a"),
                ContentFixtures.comment("c", parent: "b"),
                ContentFixtures.comment("d", parent: "a"),
            ])
        ])
        #expect(problems.count == 1)
        guard case .replyCycle(let ids) = problems.first?.kind else {
            Issue.record("expected a reply cycle, got \(problems)")
            return
        }
        #expect(Set(ids) == ["a", "b", "c"])
        #expect(ids.first == ids.last)
    }

    @Test func problemsInSeveralFilesAreAllReported() async {
        let problems = await ContentFixtures.problems([
            "comments/a.json": "[",
            "comments/b.json": "{}",
        ])
        #expect(problems.map(\.location.file) == ["comments/a.json", "comments/b.json"])
    }

    @Test func duplicatePostsAndUnsafeIdsAreReported() async {
        let posts =
            #"[{"id": "p1", "title": "", "url": "", "publishedAt": "2026-01-01T00:00:00Z"}, {"id": "p1", "title": "", "url": "", "publishedAt": "2026-01-01T00:00:00Z"}, {"id": "../etc", "title": "", "url": "", "publishedAt": "2026-01-01T00:00:00Z"}]"#
        let problems = await ContentFixtures.problems(["posts.json": posts])
        #expect(problems.map(\.location.jsonPath) == ["[1].id", "[2].id"])
    }

    /// The settings, posts and friends are read beside the comments, but their problems are
    /// the ones reported, as when they were read first.
    @Test func aBrokenPostsFileIsReportedBeforeBrokenComments() async {
        let problems = await ContentFixtures.problems([
            "posts.json": "[{]", "friends.json": "[]", "comments.json": "[{\"id\": 1]",
        ])
        #expect(problems.map(\.location.file) == ["posts.json"])
        let settings = await ContentFixtures.problems(["site.json": "{,}", "comments/a.json": "{}"])
        #expect(settings.map(\.location.file) == ["site.json"])
    }

    @Test func siteSettingsAreChecked() async {
        let problems = await ContentFixtures.problems([
            "site.json": #"{"timeZone": "Mars/Olympus", "baseURL": "ftp://x"}"#
        ])
        #expect(problems.map(\.location.jsonPath) == ["timeZone", "baseURL"])
        #expect(problems.map(\.location.line) == [1, 1])
    }

    @Test func errorsPrintOneProblemPerLine() {
        let problems = (0..<25).map {
            ContentProblem(.selfReply, at: SourceLocation(file: "c.json", line: $0 + 1, column: 1, jsonPath: "[\($0)]"))
        }
        let lines = ContentError(problems).description.split(separator: "\n")
        #expect(lines.count == 21)
        #expect(lines.first == "error: c.json:1:1: [0]: a comment cannot reply to itself")
        #expect(lines.last == "… and 5 more problems")
    }
}
