import Foundation
import MarginaliaModels

extension Fingerprint {
    /// Every field of every comment, read directly rather than through the slower `Encodable` path
    /// (`combine(encoding:)`), since a build fingerprints every comment. The fields are those of
    /// `Comment.Field`, each in a `switch` the compiler checks, and a test compares that list with
    /// `Comment`'s stored properties, so a field added later is fingerprinted or fails to build.
    mutating func combine(_ comments: [Comment]) {
        combine(UInt64(comments.count))
        // Borrowed in place through the buffer: an array's element passed on would be a copy.
        comments.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { combine(buffer[index]) }
        }
    }

    /// Every field of `comment`, in the order of `Comment.Field`.
    mutating func combine(_ comment: borrowing Comment) {
        for field in Self.commentFields {
            switch field {
            case .id: combine(comment.id.rawValue)
            case .postId: combine(comment.postId.rawValue)
            case .parentId: combine(optional: comment.parentId?.rawValue) { $0.combine($1) }
            case .author: combine(author: comment.author)
            case .body: combine(body: comment.body)
            case .postedAt: combine(comment.postedAt.timeIntervalSince1970.bitPattern)
            case .editedAt: combine(optional: comment.editedAt?.timeIntervalSince1970.bitPattern) { $0.combine($1) }
            case .likes: combine(optional: comment.likes.map { UInt64(bitPattern: Int64($0)) }) { $0.combine($1) }
            case .sourceURL: combine(optional: comment.sourceURL) { $0.combine($1) }
            }
        }
    }

    /// A body's text, or where it was left and the digest of its bytes there: a stored body's
    /// text is not read to be fingerprinted, and its digest changes when the text does.
    private mutating func combine(body: borrowing CommentBody) {
        switch body {
        case .text(let text):
            combine(tag: 0)
            combine(text)
        case .stored(let place):
            combine(tag: 1)
            combine(place.digest)
            combine(UInt64(place.length))
        }
    }

    /// Every field of a comment's author, in the order of `CommentAuthor.Field`.
    private mutating func combine(author: borrowing CommentAuthor) {
        for field in Self.authorFields {
            switch field {
            case .id: combine(author.id.rawValue)
            case .name: combine(author.name)
            case .avatarURL: combine(optional: author.avatarURL) { $0.combine($1) }
            case .friendId: combine(optional: author.friendId?.rawValue) { $0.combine($1) }
            case .url: combine(optional: author.url) { $0.combine($1) }
            }
        }
    }

    /// `allCases`, made once: from another module, `allCases` is a call that makes a new array.
    private static let commentFields = Comment.Field.allCases
    private static let authorFields = CommentAuthor.Field.allCases

    /// A tag for absent, or a tag and the value.
    private mutating func combine<Value>(optional value: Value?, _ combineValue: (inout Fingerprint, Value) -> Void) {
        guard let value else { return combine(tag: 0) }
        combine(tag: 1)
        combineValue(&self, value)
    }
}
