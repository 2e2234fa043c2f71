import Foundation
import MarginaliaModels

extension Fingerprint {
    /// Every field of every comment, written out: a build fingerprints every comment, and the
    /// `Encodable` path (`combine(encoding:)`) cost it 4 % of a 100,000-comment build. A test
    /// lists `Comment`'s stored properties, so a field added later fails it until it is added here.
    mutating func combine(_ comments: [Comment]) {
        combine(UInt64(comments.count))
        // Fields are read in place: `comments[index]` as a whole would copy the comment.
        for index in comments.indices {
            combine(comments[index].id.rawValue)
            combine(comments[index].postId.rawValue)
            combine(optional: comments[index].parentId?.rawValue)
            combine(comments[index].author.id.rawValue)
            combine(comments[index].author.name)
            combine(optional: comments[index].author.avatarURL)
            combine(comments[index].body)
            combine(comments[index].postedAt.timeIntervalSince1970.bitPattern)
            combine(optional: comments[index].editedAt?.timeIntervalSince1970.bitPattern)
            combine(optional: comments[index].likes.map { UInt64(bitPattern: Int64($0)) })
        }
    }

    /// A tag for absent, or a tag and the text.
    private mutating func combine(optional text: String?) {
        if let text {
            combine(tag: 1)
            combine(text)
        } else {
            combine(tag: 0)
        }
    }

    /// A tag for absent, or a tag and the number.
    private mutating func combine(optional number: UInt64?) {
        if let number {
            combine(tag: 1)
            combine(number)
        } else {
            combine(tag: 0)
        }
    }
}
