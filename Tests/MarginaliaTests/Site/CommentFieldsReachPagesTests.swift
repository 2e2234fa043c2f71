import Foundation
import MarginaliaModels
import MarginaliaTestSupport
import Testing

@testable import MarginaliaSite

/// Every field of a comment reaches its post's pages through one definition (`PageInputs`), and
/// both incremental paths follow it: a build finds the page's inputs changed and renders it
/// instead of keeping the last build's files, and `serve`'s rebuilder renders it again. The rows
/// come from `Comment.Field` and `CommentAuthor.Field` through `FieldChange`'s `switch`, so a
/// field added to that list fails to compile until it has a change; a stored property left out of
/// the list fails `everyStoredFieldHasAChange`.
@Suite("A comment's fields reach its page on both incremental paths")
struct CommentFieldsReachPagesTests {
    /// One change for each field of the comment `c3` (a reply-less comment on post p1), and one
    /// for its whole author.
    static let changes = CommentFieldPath.all.map(FieldChange.init)

    @Test func everyStoredFieldHasAChange() {
        let author = CommentAuthor(id: "u1", name: "Jane")
        let comment = MarginaliaModels.Comment(id: "c1", postId: "p1", author: author, body: "", postedAt: .now)
        // Each stored property by the field it holds.
        let fieldNames = Dictionary(uniqueKeysWithValues: Comment.Field.allCases.map { ($0.storedName, $0.rawValue) })
        let fields = Mirror(reflecting: comment).children.compactMap(\.label).flatMap { label in
            label == "author"
                ? [label] + Mirror(reflecting: author).children.compactMap(\.label).map { "author." + $0 }
                : [fieldNames[label] ?? label]
        }
        #expect(fields == Self.changes.map(\.field.testDescription))
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

/// A field of the test's comment: one of `Comment.Field`, or one of its author's.
enum CommentFieldPath: Hashable, Sendable, CustomTestStringConvertible {
    case comment(MarginaliaModels.Comment.Field)
    case author(CommentAuthor.Field)

    /// Every field, in the order of the stored properties, each of the author's after `author`.
    static let all: [CommentFieldPath] = MarginaliaModels.Comment.Field.allCases.flatMap { field in
        [.comment(field)] + (field == .author ? CommentAuthor.Field.allCases.map(Self.author) : [])
    }

    /// The field's path in the fixture, such as `author.name`.
    var testDescription: String {
        switch self {
        case .comment(let field): field.rawValue
        case .author(let field): "author." + field.rawValue
        }
    }
}

/// A change of one field of the test's comment.
struct FieldChange: Sendable, CustomTestStringConvertible {
    let field: CommentFieldPath
    let apply: @Sendable (inout CommentFields) -> Void

    init(_ field: CommentFieldPath) {
        self.field = field
        apply =
            switch field {
            case .comment(.id): { $0.id = "c3-moved" }
            case .comment(.postId): { $0.postId = "p2" }
            case .comment(.parentId): { $0.parentId = "c1" }
            case .comment(.author): { $0.author = CommentFields.Author(id: "u8", name: "Bea") }
            case .comment(.body): { $0.body = "Third, edited" }
            case .comment(.postedAt): { $0.postedAt = "2026-11-21T12:01:00Z" }
            case .comment(.editedAt): { $0.editedAt = "2026-11-21T12:30:00Z" }
            case .comment(.likes): { $0.likes = 7 }
            case .comment(.sourceURL): { $0.sourceURL = "https://mastodon.example/@ann/1" }
            case .author(.id): { $0.author.id = "u9" }
            case .author(.name): { $0.author.name = "Ann B." }
            case .author(.avatarURL): { $0.author.avatarURL = "https://avatars.example.org/3.png" }
            case .author(.friendId): { $0.author.friendId = "1" }
            case .author(.url): { $0.author.url = "https://ann.example.net/" }
            }
    }

    var testDescription: String { field.testDescription }
}

/// The fields of the test's comment `c3`, written as its fixture record under the keys of
/// `Comment.Field` and `CommentAuthor.Field`.
struct CommentFields: Encodable {
    struct Author: Encodable {
        var id: String
        var name: String
        var avatarURL: String?
        var friendId: String?
        var url: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CommentAuthor.Field.self)
            for field in CommentAuthor.Field.allCases {
                switch field {
                case .id: try container.encode(id, forKey: field)
                case .name: try container.encode(name, forKey: field)
                case .avatarURL: try container.encodeIfPresent(avatarURL, forKey: field)
                case .friendId: try container.encodeIfPresent(friendId, forKey: field)
                case .url: try container.encodeIfPresent(url, forKey: field)
                }
            }
        }
    }

    var id = "c3"
    var postId = "p1"
    var parentId: String?
    var author = Author(id: "u3", name: "Ann")
    var body = "Third"
    var postedAt = "2026-11-21T12:00:00Z"
    var editedAt: String?
    var likes: Int?
    var sourceURL: String?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MarginaliaModels.Comment.Field.self)
        for field in MarginaliaModels.Comment.Field.allCases {
            switch field {
            case .id: try container.encode(id, forKey: field)
            case .postId: try container.encode(postId, forKey: field)
            case .parentId: try container.encodeIfPresent(parentId, forKey: field)
            case .author: try container.encode(author, forKey: field)
            case .body: try container.encode(body, forKey: field)
            case .postedAt: try container.encode(postedAt, forKey: field)
            case .editedAt: try container.encodeIfPresent(editedAt, forKey: field)
            case .likes: try container.encodeIfPresent(likes, forKey: field)
            case .sourceURL: try container.encodeIfPresent(sourceURL, forKey: field)
            }
        }
    }

    /// The record as fixture JSON.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
