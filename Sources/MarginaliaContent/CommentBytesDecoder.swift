import Foundation
import MarginaliaModels
import MarginaliaText

/// Decodes comment fixtures straight from their UTF-8 bytes, for the shape fixture files have:
/// the keys of `Comment.Field` (and of `CommentAuthor.Field` in its author) once each, strings,
/// plain integers and `null`.
///
/// It gives the comments `JSONDecoder` gives, or `nil` when the text is anything else: an
/// unknown or repeated key, an escaped key, a missing required value, a number with a fraction,
/// a bad date, invalid UTF-8 or JSON. Then the caller decodes with `JSONDecoder`, which also
/// names the problem. Comment files are most of a site's bytes, and `JSONDecoder` spent a tenth
/// of a build on them.
package enum CommentBytesDecoder {
    /// What the decoding of one load shares: the authors met so far (each comment of an author
    /// gets the first object made for them) and, when the bodies are left in their file, which
    /// file and the offset in it of the first byte decoded (each body is then a `StoredBody`).
    package struct Context: Sendable {
        let authors: AuthorTable
        let bodiesIn: StoredCommentFile?
        let offset: Int

        package init(authors: AuthorTable = AuthorTable(), bodiesIn file: StoredCommentFile? = nil, offset: Int = 0) {
            self.authors = authors
            self.bodiesIn = file
            self.offset = offset
        }
    }

    /// The comments of a whole file: a JSON array of comment objects.
    package static func comments(inArray bytes: UnsafeRawBufferPointer, context: Context = Context())
        -> [Comment]?
    {
        var reader = JSONByteReader(bytes)
        guard reader.consume(UInt8(ascii: "[")) else { return nil }
        if reader.consume(UInt8(ascii: "]")) { return reader.peek() == nil ? [] : nil }
        guard let comments = elements(&reader, context), reader.consume(UInt8(ascii: "]")), reader.peek() == nil
        else {
            return nil
        }
        return comments
    }

    /// The comments of a piece of an array (see `JSONArraySplitter`): comment objects separated
    /// by commas, without the brackets.
    package static func comments(inElements bytes: UnsafeRawBufferPointer, context: Context = Context())
        -> [Comment]?
    {
        var reader = JSONByteReader(bytes)
        guard reader.peek() != nil else { return [] }
        guard let comments = elements(&reader, context), reader.peek() == nil else { return nil }
        return comments
    }

    private static func elements(_ reader: inout JSONByteReader, _ context: Context) -> [Comment]? {
        var comments: [Comment] = []
        var scratch: [UInt8] = []
        do {
            repeat {
                comments.append(try comment(&reader, scratch: &scratch, context))
            } while reader.consume(UInt8(ascii: ","))
        } catch {
            return nil
        }
        return comments
    }

    /// Thrown inside the decoder when the text is not in the shape it reads; the public
    /// functions answer `nil` for it.
    private struct Declined: Error {}

    /// The keys of a comment and of its author (`Comment.Field`, `CommentAuthor.Field`) as UTF-8
    /// bytes, made once.
    private static let commentKeys = KeyTable<Comment.Field>()
    private static let authorKeys = KeyTable<CommentAuthor.Field>()

    private static func comment(_ reader: inout JSONByteReader, scratch: inout [UInt8], _ context: Context)
        throws(Declined) -> Comment
    {
        var id: Identifier?
        var postId: Identifier?
        var parentId: Identifier?
        var author: CommentAuthor?
        var body: CommentBody?
        var postedAt: Date?
        var editedAt: Date?
        var likes: Int?
        var sourceURL: String?
        try members(&reader, keys: commentKeys) { (field, reader) throws(Declined) in
            switch field {
            case .id: id = try identifier(&reader, scratch: &scratch)
            case .postId: postId = try identifier(&reader, scratch: &scratch)
            case .parentId: parentId = reader.consumeNull() ? nil : try identifier(&reader, scratch: &scratch)
            case .author: author = context.authors.shared(try commentAuthor(&reader, scratch: &scratch))
            case .body: body = try self.body(&reader, scratch: &scratch, context)
            case .postedAt: postedAt = try date(&reader, scratch: &scratch)
            case .editedAt: editedAt = reader.consumeNull() ? nil : try date(&reader, scratch: &scratch)
            // A negative count is declined: the decoder that reports it says where it is.
            case .likes: likes = reader.consumeNull() ? nil : try count(required(reader.integer()))
            case .sourceURL: sourceURL = reader.consumeNull() ? nil : try text(&reader, scratch: &scratch)
            }
        }
        guard let id, let postId, let author, let body, let postedAt else { throw Declined() }
        return Comment(
            id: id, postId: postId, parentId: parentId, author: author, body: body,
            postedAt: postedAt, editedAt: editedAt, likes: likes, sourceURL: sourceURL
        )
    }

    private static func commentAuthor(_ reader: inout JSONByteReader, scratch: inout [UInt8]) throws(Declined)
        -> CommentAuthor
    {
        var id: Identifier?
        var name: String?
        var avatarURL: String?
        var friendId: Identifier?
        var url: String?
        try members(&reader, keys: authorKeys) { (field, reader) throws(Declined) in
            switch field {
            case .id: id = try identifier(&reader, scratch: &scratch)
            case .name: name = try text(&reader, scratch: &scratch)
            case .avatarURL: avatarURL = reader.consumeNull() ? nil : try text(&reader, scratch: &scratch)
            case .friendId: friendId = reader.consumeNull() ? nil : try identifier(&reader, scratch: &scratch)
            case .url: url = reader.consumeNull() ? nil : try text(&reader, scratch: &scratch)
            }
        }
        guard let id, let name else { throw Declined() }
        return CommentAuthor(id: id, name: name, avatarURL: avatarURL, friendId: friendId, url: url)
    }

    /// Reads an object whose keys are all in `keys`, each at most once, handing `read` the field
    /// each key names with the reader at its value.
    private static func members<Field>(
        _ reader: inout JSONByteReader, keys: KeyTable<Field>,
        _ read: (Field, inout JSONByteReader) throws(Declined) -> Void
    ) throws(Declined) {
        guard reader.consume(UInt8(ascii: "{")) else { throw Declined() }
        if reader.consume(UInt8(ascii: "}")) { return }
        var seen = KeySet()
        repeat {
            let key = try required(reader.key())
            guard let index = keys.bytes.firstIndex(where: { Self.bytes($0, equal: key) }), seen.insert(index) else {
                throw Declined()
            }
            try read(keys.fields[index], &reader)
        } while reader.consume(UInt8(ascii: ","))
        guard reader.consume(UInt8(ascii: "}")) else { throw Declined() }
    }

    private static func bytes(_ bytes: [UInt8], equal other: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == other.count && bytes.withUnsafeBufferPointer { $0.elementsEqual(other) }
    }

    /// An id as `Identifier`'s `Decodable` reads it: text without control characters, or an integer.
    private static func identifier(_ reader: inout JSONByteReader, scratch: inout [UInt8]) throws(Declined)
        -> Identifier
    {
        if reader.peek() == UInt8(ascii: "\"") { return Identifier(try text(&reader, scratch: &scratch)) }
        return Identifier(String(try required(reader.integer())))
    }

    /// A body: its text, or where it is in the file the context names.
    private static func body(_ reader: inout JSONByteReader, scratch: inout [UInt8], _ context: Context)
        throws(Declined) -> CommentBody
    {
        guard let file = context.bodiesIn else { return .text(try text(&reader, scratch: &scratch)) }
        let atBody = reader
        let (range, digest) = try required(reader.storedString(scratch: &scratch))
        let offset = context.offset + range.lowerBound
        if let stored = StoredBody(file: file, offset: offset, length: range.count, digest: digest) {
            return .stored(stored)
        }
        // Too long, or too far into its file, to be placed (`StoredBody.lengthLimit`): held.
        reader = atBody
        return .text(try text(&reader, scratch: &scratch))
    }

    /// A string without control characters, as `decodeText(forKey:)` reads it.
    private static func text(_ reader: inout JSONByteReader, scratch: inout [UInt8]) throws(Declined) -> String {
        try required(reader.string(scratch: &scratch)).withoutControlCharacters
    }

    private static func date(_ reader: inout JSONByteReader, scratch: inout [UInt8]) throws(Declined) -> Date {
        try required(reader.string(scratch: &scratch).flatMap(ISO8601Text.date(from:)))
    }

    private static func required<Value>(_ value: Value?) throws(Declined) -> Value {
        guard let value else { throw Declined() }
        return value
    }

    /// A count (a comment's likes): 0 or more, and an `Int`.
    private static func count(_ value: Int64) throws(Declined) -> Int {
        guard value >= 0, let count = Int(exactly: value) else { throw Declined() }
        return count
    }

    /// The fields of one kind of object and their keys' UTF-8 bytes, at the same positions, so
    /// that a key is compared by length and bytes and never made into a `String`.
    private struct KeyTable<Field: RawRepresentable<String> & CaseIterable & Sendable>: Sendable {
        let fields: [Field]
        let bytes: [[UInt8]]

        init() {
            fields = Array(Field.allCases)
            bytes = fields.map { Array($0.rawValue.utf8) }
            precondition(fields.count <= KeySet.capacity, "KeySet holds at most \(KeySet.capacity) keys")
        }
    }

    /// Which keys of an object were read, so that a repeated key is left to `JSONDecoder`.
    private struct KeySet {
        /// How many keys an object may have.
        static let capacity = UInt64.bitWidth

        private var bits: UInt64 = 0

        /// Adds key number `index`; `false` if it was there.
        mutating func insert(_ index: Int) -> Bool {
            let bit: UInt64 = 1 << index
            guard bits & bit == 0 else { return false }
            bits |= bit
            return true
        }
    }
}
