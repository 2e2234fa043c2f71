import Foundation
import MarginaliaModels
import Testing

@testable import MarginaliaContent

/// One load gives every comment of an author the same `CommentAuthor` object (`AuthorTable`),
/// whichever file or piece it was decoded from, and authors that differ in any field their own.
@Suite("Comment authors shared within a load")
struct AuthorSharingTests {
    private static func comment(_ id: String, author: String) -> String {
        #"{"id": "\#(id)", "postId": "p1", "author": \#(author), "body": "Hi", "postedAt": "2026-03-01T10:00:00Z"}"#
    }

    private static let jane = #"{"id": "u1", "name": "Jane"}"#
    /// Jane's record with one field more or changed: each a different author.
    private static let janeVariants = [
        #"{"id": "u1", "name": "Jane", "avatarURL": "https://a.example/j.png"}"#,
        #"{"id": "u1", "name": "Jane", "url": "https://jane.example/"}"#, #"{"id": "u2", "name": "Jane"}"#,
        #"{"id": "u1", "name": "Jane B."}"#,
    ]

    @Test(arguments: [Int.max, 1])
    func everyCommentOfAnAuthorHoldsOneObject(parallelDecodingThreshold: Int) async throws {
        let first = (0..<6).map { Self.comment("a\($0)", author: Self.jane) }
        let variants = Self.janeVariants.enumerated().map { Self.comment("v\($0.offset)", author: $0.element) }
        var store = ContentFixtures.store([
            "comments/a.json": ContentFixtures.comments(first + variants),
            "comments/b.json": ContentFixtures.comments([Self.comment("b1", author: Self.jane)]),
        ])
        store.parallelDecodingThreshold = parallelDecodingThreshold
        let comments = try await store.load().comments
        let janes = comments.filter { $0.id.rawValue.hasPrefix("a") || $0.id.rawValue.hasPrefix("b") }
        #expect(janes.count == 7)
        #expect(janes.allSatisfy { $0.author === janes[0].author })
        let others = comments.filter { $0.id.rawValue.hasPrefix("v") }.map(\.author)
        #expect(others.count == Self.janeVariants.count)
        #expect(others.allSatisfy { other in other != janes[0].author && !(other === janes[0].author) })
        #expect(Set(others.map(ObjectIdentifier.init)).count == others.count)
    }
}
