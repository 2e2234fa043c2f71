import Foundation
import MarginaliaModels

/// One comment waiting for review: a file of its own in `STATE/pending/`, named by its id. The
/// comment is the record `Content/comments/<postId>.json` will hold once approved; the rest stays
/// in the state folder. No IP address is part of it.
struct QueueEntry: Codable, Sendable {
    /// The comment as it will be published.
    var comment: Comment
    /// When the intake received it.
    var receivedAt: Date
    /// Why it is held beyond the review every comment waits for (too many links, a blocked word).
    var held: [String]
    /// The e-mail address the reader gave, if any: private, never published.
    var email: String?
    /// The language of the pages the reader saw (the post's).
    var language: String

    /// The entry as the file holds it: pretty-printed JSON with ISO 8601 dates.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// The entry a file holds.
    static func decoded(_ data: Data) throws -> QueueEntry {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(QueueEntry.self, from: data)
    }
}
