import Foundation
import MarginaliaModels

extension Fingerprint {
    /// Every field of every comment, written out rather than through the slower `Encodable` path
    /// (`combine(encoding:)`), since a build fingerprints every comment. A test
    /// lists `Comment`'s stored properties, so a field added later fails it until it is added here.
    mutating func combine(_ comments: [Comment]) {
        combine(UInt64(comments.count))
        // Fields are read in place: `comments[index]` as a whole would copy the comment.
        for index in comments.indices {
            combine(comments[index].id.rawValue)
            combine(comments[index].postId.rawValue)
            combine(optional: comments[index].parentId?.rawValue) { $0.combine($1) }
            combine(comments[index].author.id.rawValue)
            combine(comments[index].author.name)
            combine(optional: comments[index].author.avatarURL) { $0.combine($1) }
            combine(optional: comments[index].author.friendId?.rawValue) { $0.combine($1) }
            combine(comments[index].body)
            combine(comments[index].postedAt.timeIntervalSince1970.bitPattern)
            combine(optional: comments[index].editedAt?.timeIntervalSince1970.bitPattern) { $0.combine($1) }
            combine(optional: comments[index].likes.map { UInt64(bitPattern: Int64($0)) }) { $0.combine($1) }
        }
    }

    /// A tag for absent, or a tag and the value.
    private mutating func combine<Value>(optional value: Value?, _ combineValue: (inout Fingerprint, Value) -> Void) {
        guard let value else { return combine(tag: 0) }
        combine(tag: 1)
        combineValue(&self, value)
    }
}
