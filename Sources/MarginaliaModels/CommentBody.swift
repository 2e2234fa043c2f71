/// A comment's CommonMark source: the text itself, or, in a build too large to hold every body
/// (ARCHITECTURE.md, "What a build holds in memory"), where the text is in its comments file.
public enum CommentBody: Sendable, Equatable, ExpressibleByStringLiteral {
    case text(String)
    case stored(StoredBody)

    public init(stringLiteral text: String) {
        self = .text(text)
    }

    /// The text, when it is held.
    public var text: String? {
        guard case .text(let text) = self else { return nil }
        return text
    }
}

/// Where a comment's body is: the bytes of its JSON string, between the quotes and still escaped,
/// in a comments file, with a digest of them that tells whether the file still holds them when
/// they are read again.
///
/// 24 bytes, so that a `CommentBody` is too (the file last, where the enum finds room for its
/// case): the offset and the length share 64 bits, which places a body of up to 16 MiB up to
/// 1 TiB into its file. A body past either limit is held as its text.
public struct StoredBody: Sendable, Equatable {
    /// The offset in the low `offsetBits` (40) bits, the length above.
    private let place: UInt64
    /// `StoredBody.digest(of:)` of those bytes.
    public let digest: UInt64
    public let file: StoredCommentFile

    /// The largest offset and length a stored body can have.
    public static let offsetLimit = 1 << offsetBits - 1
    public static let lengthLimit = 1 << (UInt64.bitWidth - offsetBits) - 1
    /// The low bits of `place`, which hold the offset.
    private static let offsetBits = 40

    /// Nil when `offset` or `length` is negative or over its limit.
    public init?(file: StoredCommentFile, offset: Int, length: Int, digest: UInt64) {
        guard (0...Self.offsetLimit).contains(offset), (0...Self.lengthLimit).contains(length) else { return nil }
        place = UInt64(offset) | UInt64(length) << Self.offsetBits
        self.digest = digest
        self.file = file
    }

    /// The first byte after the opening quote.
    public var offset: Int { Int(place & UInt64(Self.offsetLimit)) }
    /// How many bytes, up to the closing quote.
    public var length: Int { Int(place >> Self.offsetBits) }

    /// A 64-bit digest of `bytes` (`ByteMixing`): cheap beside decoding them, and changed by any
    /// edit of the text in practice (it is not a defence against a chosen collision, and needs
    /// not be: whoever can write the file can write the body).
    public static func digest(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        ByteMixing.mixing(bytes, into: ByteMixing.seed ^ UInt64(bytes.count))
    }
}

/// A comments file whose bodies are left in it: its name in the content folder, for errors, and
/// the path it is read from. One object is shared by every body of the file.
public final class StoredCommentFile: Sendable, Equatable {
    /// Relative to the content folder, as errors name it (`comments/p1.json`).
    public let name: String
    public let path: String

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }

    public static func == (lhs: StoredCommentFile, rhs: StoredCommentFile) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.path == rhs.path)
    }
}
