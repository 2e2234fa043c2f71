import Foundation
import MarginaliaModels

extension Fingerprint {
    /// Every field of every comment, written out rather than through the slower `Encodable` path
    /// (`combine(encoding:)`), since a build fingerprints every comment. A test
    /// lists `Comment`'s stored properties, so a field added later fails it until it is added here.
    mutating func combine(_ comments: [Comment]) {
        combine(UInt64(comments.count))
        // Borrowed in place through the buffer: an array's element passed on would be a copy.
        comments.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { combine(buffer[index]) }
        }
    }

    /// Every field of `comment`.
    mutating func combine(_ comment: borrowing Comment) {
        combine(comment.id.rawValue)
        combine(comment.postId.rawValue)
        combine(optional: comment.parentId?.rawValue) { $0.combine($1) }
        combine(comment.author.id.rawValue)
        combine(comment.author.name)
        combine(optional: comment.author.avatarURL) { $0.combine($1) }
        combine(optional: comment.author.friendId?.rawValue) { $0.combine($1) }
        combine(comment.body)
        combine(comment.postedAt.timeIntervalSince1970.bitPattern)
        combine(optional: comment.editedAt?.timeIntervalSince1970.bitPattern) { $0.combine($1) }
        combine(optional: comment.likes.map { UInt64(bitPattern: Int64($0)) }) { $0.combine($1) }
    }

    /// A tag for absent, or a tag and the value.
    private mutating func combine<Value>(optional value: Value?, _ combineValue: (inout Fingerprint, Value) -> Void) {
        guard let value else { return combine(tag: 0) }
        combine(tag: 1)
        combineValue(&self, value)
    }
}
