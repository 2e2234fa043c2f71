import Foundation
import MarginaliaModels
import Testing

private typealias Comment = MarginaliaModels.Comment

/// `Comment.Field` and `CommentAuthor.Field` are the one list of a comment's fields that the
/// decoders, the fingerprint and the importer switch over: a stored property without a case (or a
/// case without a property) fails here.
@Suite("The one list of a comment's fields")
struct CommentFieldsTests {
    private static let author = CommentAuthor(id: "u1", name: "Jane")

    @Test func everyStoredPropertyOfACommentIsAField() {
        let comment = Comment(id: "c1", postId: "p1", author: Self.author, body: "", postedAt: .now)
        #expect(Mirror(reflecting: comment).children.compactMap(\.label) == Comment.Field.allCases.map(\.storedName))
    }

    @Test func everyStoredPropertyOfAnAuthorIsAField() {
        #expect(
            Mirror(reflecting: Self.author).children.compactMap(\.label) == CommentAuthor.Field.allCases.map(\.rawValue)
        )
    }

    /// The edit date and the likes are kept in a smaller form than their types (`storedName`):
    /// absent stays absent, and every value a record can give reads back as it was.
    @Test func anEditDateAndLikesReadBackAsGivenOrAbsent() throws {
        let bare = Comment(id: "c1", postId: "p1", author: Self.author, body: "", postedAt: .now)
        #expect(bare.editedAt == nil && bare.likes == nil)
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(bare)) as? [String: Any]
        #expect(encoded?["editedAt"] == nil && encoded?["likes"] == nil)
        for (editedAt, likes) in [
            (Date(timeIntervalSinceReferenceDate: 0), 0), (.distantPast, 1), (.distantFuture, .max),
        ] {
            let comment = Comment(
                id: "c1", postId: "p1", author: Self.author, body: "", postedAt: .now, editedAt: editedAt, likes: likes)
            #expect(comment.editedAt == editedAt && comment.likes == likes)
        }
    }

    @Test func theFieldsAreTheFixtureKeysInBothDirections() throws {
        let json = #"""
            {"id": "c1", "postId": "p1", "parentId": "c0", "author": {"id": "u1", "name": "Jane",
             "avatarURL": "https://a.example/1.png", "friendId": "f1", "url": "https://jane.example/"},
             "body": "Hi", "postedAt": "2026-11-20T10:00:00Z", "editedAt": "2026-11-20T11:00:00Z", "likes": 3,
             "sourceURL": "https://mastodon.example/@jane/1"}
            """#
        let comment = try JSONDecoder().decode(Comment.self, from: Data(json.utf8))
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(comment)) as? [String: Any]
        #expect(encoded.map { Set($0.keys) } == Set(Comment.Field.allCases.map(\.rawValue)))
        let author = encoded?[Comment.Field.author.rawValue] as? [String: Any]
        #expect(author.map { Set($0.keys) } == Set(CommentAuthor.Field.allCases.map(\.rawValue)))
    }
}
