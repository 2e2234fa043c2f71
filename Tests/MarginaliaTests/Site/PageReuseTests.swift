import Foundation
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaTestSupport
import Testing

@testable import MarginaliaSite

/// A build renders only the post and friend pages whose inputs changed since the last build, and
/// the site it leaves is the one a build from scratch writes.
@Suite("Keeping unchanged pages")
struct PageReuseTests {
    /// Pages of `SiteFixture` that can be kept: 2 posts and 2 friends.
    static let keepablePages = 4

    @Test func aSecondBuildOfTheSameInputsRendersNoPostOrFriendPage() async throws {
        let site = try SiteFixture()
        let first = try await site.build()
        #expect(first.keptPages == 0)
        let before = OutputTree.snapshot(site.output)
        let second = try await site.build()
        #expect(second.keptPages == Self.keepablePages)
        #expect(second.pagesWritten == first.pagesWritten)
        #expect(OutputTree.snapshot(site.output) == before)
    }

    @Test func anEditedCommentRendersItsPostAgainAndNothingElse() async throws {
        let site = try SiteFixture()
        _ = try await site.build()
        try site.directory.write(
            SiteFixture.comments.replacingOccurrences(of: "A reply with `code`", with: "An edited reply"),
            to: "Content/comments.json")
        let report = try await site.build()
        #expect(report.keptPages == Self.keepablePages - 1)
        #expect(try site.page("posts/p1/index.html").contains("An edited reply"))
        #expect(try site.page("posts/p1/feed.xml").contains("An edited reply"))
        #expect(OutputTree.snapshot(site.output) == (try await Self.builtFromScratch(site)))
    }

    @Test func anotherReferenceDateOrTemplateRendersEveryPage() async throws {
        let site = try SiteFixture()
        _ = try await site.build()
        let later = try await site.generator(now: TestDates.now.addingTimeInterval(86_400)).build()
        #expect(later.keptPages == 0)
        let templates = site.directory.path("Templates")
        try FileManager.default.copyItem(atPath: PackagePaths.templates, toPath: templates)
        try site.directory.write(
            try String(contentsOfFile: templates + "/layout.mustache", encoding: .utf8) + "\n",
            to: "Templates/layout.mustache")
        let retemplated = try await site.generator(templates: templates, now: TestDates.now.addingTimeInterval(86_400))
            .build()
        #expect(retemplated.keptPages == 0)
    }

    @Test func aPageChangedOrRemovedSinceTheLastBuildIsRenderedAgain() async throws {
        let site = try SiteFixture()
        _ = try await site.build()
        let expected = OutputTree.snapshot(site.output)
        // Written anew (as `marginalia serve` patches pages) with other text, and removed.
        let edited = site.output + "/posts/p2/index.html"
        try FileManager.default.removeItem(atPath: edited)
        try Data("changed by hand".utf8).write(to: URL(fileURLWithPath: edited))
        try FileManager.default.removeItem(atPath: site.output + "/friends/2/index.html")
        let report = try await site.build()
        #expect(report.keptPages == Self.keepablePages - 2)
        #expect(OutputTree.snapshot(site.output) == expected)
    }

    @Test func everyFieldOfACommentIsPartOfItsPostsFingerprint() throws {
        let author = CommentAuthor(id: Identifier("u1"), name: "Jane", avatarURL: "https://a.example/1.png")
        let comment = MarginaliaModels.Comment(
            id: Identifier("c1"), postId: Identifier("p1"), parentId: Identifier("c0"), author: author, body: "Hi",
            postedAt: Date(timeIntervalSince1970: 1_000), editedAt: Date(timeIntervalSince1970: 2_000), likes: 3,
            sourceURL: "https://social.example/@jane/1"
        )
        func with(
            _ change: (
                inout (Identifier, Identifier, Identifier?, CommentAuthor, CommentBody, Date, Date?, Int?, String?)
            )
                ->
                Void
        ) -> MarginaliaModels.Comment {
            var fields = (
                comment.id, comment.postId, comment.parentId, comment.author, comment.body, comment.postedAt,
                comment.editedAt, comment.likes, comment.sourceURL
            )
            change(&fields)
            return MarginaliaModels.Comment(
                id: fields.0, postId: fields.1, parentId: fields.2, author: fields.3, body: fields.4,
                postedAt: fields.5, editedAt: fields.6, likes: fields.7, sourceURL: fields.8)
        }
        let variants = [
            with { $0.0 = Identifier("c2") }, with { $0.1 = Identifier("p2") }, with { $0.2 = nil },
            with { $0.3 = CommentAuthor(id: Identifier("u2"), name: "Jane", avatarURL: author.avatarURL) },
            with { $0.3 = CommentAuthor(id: author.id, name: "Jana", avatarURL: author.avatarURL) },
            with { $0.3 = CommentAuthor(id: author.id, name: "Jane") },
            with {
                $0.3 = CommentAuthor(
                    id: author.id, name: "Jane", avatarURL: author.avatarURL, friendId: Identifier("f1"))
            },
            with { $0.4 = "Hi!" },
            with { $0.5 = Date(timeIntervalSince1970: 1_001) }, with { $0.6 = nil }, with { $0.7 = 4 },
            with { $0.7 = nil }, with { $0.8 = nil },
            with {
                $0.3 = CommentAuthor(
                    id: author.id, name: "Jane", avatarURL: author.avatarURL, url: "https://jane.example/")
            },
        ]
        // A field added to Comment or CommentAuthor must be added to Fingerprint.combine(_: Comment) and here.
        #expect(
            Mirror(reflecting: comment).children.map(\.label) == [
                "id", "postId", "parentId", "author", "body", "postedAt", "storedEditedAt", "storedLikes", "sourceURL",
            ])
        #expect(Mirror(reflecting: author).children.map(\.label) == ["id", "name", "avatarURL", "friendId", "url"])
        let post = Post(
            id: Identifier("p1"), title: "T", url: "https://blog.example/1", publishedAt: Date(timeIntervalSince1970: 0)
        )
        let shared = Self.shared()
        func fingerprint(_ comments: [MarginaliaModels.Comment]) -> String {
            Self.fingerprint(of: PostPages.Inputs(post: post, comments: comments, reactions: []), shared: shared)
        }
        let original = fingerprint([comment])
        #expect(fingerprint([comment]) == original)
        let fingerprints = variants.map { fingerprint([$0]) }
        #expect(Set(fingerprints + [original]).count == variants.count + 1)
        // Order and count matter too.
        #expect(
            fingerprint([comment, variants[0]]) != fingerprint([variants[0], comment]))
        #expect(fingerprint([]) != original)
    }

    @Test func anotherMarkdownRendererOrVersionChangesEveryFingerprint() throws {
        #expect(CMarkRenderer().identity.hasPrefix("cmark 0."))
        let friend = Friend(id: Identifier("1"), firstName: "Ada", lastName: "Lovelace")
        func fingerprint(_ shared: SharedInputs) -> String {
            Self.fingerprint(
                of: FriendPage.Inputs(
                    friend: friend, comments: [],
                    places: CommentPlaces(of: [], postsById: PostsById([]), paginations: [:])),
                shared: shared)
        }
        #expect(
            fingerprint(Self.shared(markdown: "cmark 0.30.2")) != fingerprint(Self.shared(markdown: "cmark 0.31.1")))
    }

    private static func shared(markdown: String = "cmark") -> SharedInputs {
        SharedInputs(
            config: SiteConfig(), templates: Fingerprint(), markdown: markdown, referenceDate: TestDates.now,
            avatars: AvatarMap(policy: .hotlink), imageOrigins: [], words: TestWords.english)
    }

    /// The fingerprint a build gives a page made from `inputs`.
    private static func fingerprint(of inputs: some PageInputs, shared: SharedInputs) -> String {
        var fingerprint = shared.fingerprint
        inputs.combine(into: &fingerprint)
        return fingerprint.text
    }

    /// The site a build without any earlier output writes from the same content.
    private static func builtFromScratch(_ site: SiteFixture) async throws -> [String: Data] {
        let fresh = site.directory.path("Fresh")
        var options = site.generator().options
        options.outputDirectory = fresh
        options.cacheDirectory = site.directory.path("fresh-cache")
        var generator = site.generator()
        generator.options = options
        _ = try await generator.build()
        return OutputTree.snapshot(fresh)
    }
}
