import Foundation
import MarginaliaModels
import MarginaliaTestSupport
import Testing

@testable import MarginaliaSite

/// Every field of a comment reaches its post's pages through one definition (`PageInputs`), and
/// both incremental paths follow it: a build finds the page's inputs changed and renders it
/// instead of keeping the last build's files, and `serve`'s rebuilder renders it again. A field added to `Comment` or
/// `CommentAuthor` fails `everyStoredFieldHasAChange` until it gets a row in `changes`; the row
/// then shows that both paths see it.
@Suite("A comment's fields reach its page on both incremental paths")
struct CommentFieldsReachPagesTests {
    /// One change for each stored field of the comment `c3` (a reply-less comment on post p1).
    static let changes: [FieldChange] = [
        FieldChange("id") { $0.id = "c3-moved" },
        FieldChange("postId") { $0.postId = "p2" },
        FieldChange("parentId") { $0.parentId = "c1" },
        FieldChange("author.id") { $0.authorId = "u9" },
        FieldChange("author.name") { $0.name = "Ann B." },
        FieldChange("author.avatarURL") { $0.avatarURL = "https://avatars.example.org/3.png" },
        FieldChange("author.friendId") { $0.friendId = "1" },
        FieldChange("body") { $0.body = "Third, edited" },
        FieldChange("postedAt") { $0.postedAt = "2026-11-21T12:01:00Z" },
        FieldChange("editedAt") { $0.editedAt = "2026-11-21T12:30:00Z" },
        FieldChange("likes") { $0.likes = 7 },
    ]

    @Test func everyStoredFieldHasAChange() {
        let author = CommentAuthor(id: "u1", name: "Jane")
        let comment = MarginaliaModels.Comment(id: "c1", postId: "p1", author: author, body: "", postedAt: .now)
        let fields = Mirror(reflecting: comment).children.compactMap(\.label).flatMap { label in
            label == "author" ? Mirror(reflecting: author).children.compactMap(\.label).map { "author." + $0 } : [label]
        }
        #expect(fields == Self.changes.map(\.field))
    }

    @Test(arguments: changes)
    func aBuildRendersThePostAgain(_ change: FieldChange) async throws {
        let site = try Self.site()
        _ = try await site.build()
        // A build keeps a page (links the last build's files) only when its inputs' fingerprint,
        // kept in the manifest for each file, is unchanged.
        let manifest = site.generator().manifestURL
        let page = "posts/p1/index.html"
        let first = try #require(PageManifest.read(from: manifest).entries[page])
        let unchanged = try await site.build()
        #expect(unchanged.keptPages == PageReuseTests.keepablePages)
        #expect(PageManifest.read(from: manifest).entries[page] == first)
        try Self.writeComments(site, changing: change)
        let changed = try await site.build()
        #expect(changed.keptPages < PageReuseTests.keepablePages)
        #expect(
            PageManifest.read(from: manifest).entries[page]?.fingerprint != first.fingerprint,
            "posts/p1 was kept after a change of \(change.field)")
    }

    @Test(arguments: changes)
    func aRebuildRendersThePostAgain(_ change: FieldChange) async throws {
        let site = try Self.site()
        var rebuilder = SiteRebuilder(
            options: site.generator().options,
            services: BuildServices(avatarFetcher: AvatarFetcherDouble(unreachableHosts: ["avatars.example.org"])))
        _ = try await rebuilder.rebuild()
        let unchanged = try await rebuilder.rebuild(changedFiles: [site.content + "/comments.json"])
        #expect(unchanged.filesRendered.isEmpty)
        try Self.writeComments(site, changing: change)
        let report = try await rebuilder.rebuild(changedFiles: [site.content + "/comments.json"])
        #expect(report.kind == .incremental)
        #expect(
            report.filesRendered.contains("posts/p1/index.html"),
            "posts/p1 was not rendered after a change of \(change.field)")
    }

    /// The test site: `SiteFixture` with a third comment, `c3`, written from `CommentFields`.
    private static func site() throws -> SiteFixture {
        let site = try SiteFixture()
        try writeComments(site, changing: nil)
        return site
    }

    private static func writeComments(_ site: SiteFixture, changing change: FieldChange?) throws {
        var third = CommentFields()
        change?.apply(&third)
        let comments = SiteFixture.comments.trimmingCharacters(in: .whitespacesAndNewlines).dropLast()
        try site.directory.write(comments + ",\n  " + (try third.json()) + "\n]\n", to: "Content/comments.json")
    }
}

/// A change of one field of the test's comment, named by its path in the fixture.
struct FieldChange: Sendable, CustomTestStringConvertible {
    let field: String
    let apply: @Sendable (inout CommentFields) -> Void

    init(_ field: String, _ apply: @escaping @Sendable (inout CommentFields) -> Void) {
        self.field = field
        self.apply = apply
    }

    var testDescription: String { field }
}

/// The fields of the test's comment `c3`, as its fixture record spells them.
struct CommentFields: Encodable {
    struct Author: Encodable {
        var id: String
        var name: String
        var avatarURL: String?
        var friendId: String?
    }

    var id = "c3"
    var postId = "p1"
    var parentId: String?
    var author = Author(id: "u3", name: "Ann")
    var body = "Third"
    var postedAt = "2026-11-21T12:00:00Z"
    var editedAt: String?
    var likes: Int?

    var authorId: String {
        get { author.id }
        set { author.id = newValue }
    }
    var name: String {
        get { author.name }
        set { author.name = newValue }
    }
    var avatarURL: String? {
        get { author.avatarURL }
        set { author.avatarURL = newValue }
    }
    var friendId: String? {
        get { author.friendId }
        set { author.friendId = newValue }
    }

    /// The record as fixture JSON.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
