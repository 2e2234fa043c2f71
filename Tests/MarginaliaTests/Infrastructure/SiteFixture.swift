import Foundation
import MarginaliaSite
import MarginaliaTestSupport

/// A small content folder in a temporary directory, built with the repository's default theme.
struct SiteFixture {
    let directory: TemporaryDirectory
    var content: String { directory.path("Content") }
    var output: String { directory.path("Output") }

    static let site =
        #"{"title": "Test site", "baseURL": "https://comments.example.org/", "timeZone": "Europe/Berlin", "replyURLTemplate": "https://blog.example.org/reply?post={postId}&c={commentId}"}"#
    static let posts =
        #"[{"id": "p1", "title": "View models", "url": "https://blog.example.org/1/", "publishedAt": "2026-10-01T10:00:00Z"}, {"id": "p2", "title": "Quiet post", "url": "https://blog.example.org/2/", "publishedAt": "2026-09-01T10:00:00Z"}]"#
    static let comments = """
        [
          {"id": "c1", "postId": "p1", "author": {"id": "u1", "name": "Jane Appleseed"}, "body": "First! <script>alert(1)</script> *hi*", "postedAt": "2026-11-21T11:55:00Z", "likes": 3},
          {"id": "c2", "postId": "p1", "parentId": "c1", "author": {"id": "u2", "name": "美咲", "avatarURL": "https://avatars.example.org/2.png"}, "body": "A reply with `code`", "postedAt": "2026-11-21T11:58:00Z", "editedAt": "2026-11-21T11:59:00Z"}
        ]
        """
    static let friends =
        #"[{"id": 1, "firstName": "Søren", "lastName": "Kierkegaard", "email": "s@example.org"}, {"id": 2, "firstName": "Аня", "lastName": ""}]"#

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write(Self.site, to: "Content/site.json")
        try directory.write(Self.posts, to: "Content/posts.json")
        try directory.write(Self.comments, to: "Content/comments.json")
        try directory.write(Self.friends, to: "Content/friends.json")
    }

    /// A generator for the fixture. Avatars come from `avatars` (by default a double for which
    /// every host is unreachable): tests never use the network.
    func generator(
        templates: String = PackagePaths.templates, now: Date = TestDates.now,
        avatars: any AvatarFetching = AvatarFetcherDouble(unreachableHosts: ["avatars.example.org"])
    ) -> SiteGenerator {
        SiteGenerator(
            options: .init(
                contentDirectory: content, templatesDirectory: templates, outputDirectory: output, referenceDate: now),
            services: BuildServices(avatarFetcher: avatars)
        )
    }

    func build() async throws -> BuildReport {
        try await generator().build()
    }

    func page(_ path: String) throws -> String {
        try String(contentsOfFile: output + "/" + path, encoding: .utf8)
    }
}
