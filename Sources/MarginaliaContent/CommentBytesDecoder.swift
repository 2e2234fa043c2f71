import Foundation
import MarginaliaModels

/// Decodes comment fixtures straight from their UTF-8 bytes, for the shape fixture files have:
/// the eight keys of `Comment` (and the three of its author) once each, strings, plain integers
/// and `null`.
///
/// It gives the comments `JSONDecoder` gives, or `nil` when the text is anything else: an
/// unknown or repeated key, an escaped key, a missing required value, a number with a fraction,
/// a bad date, invalid UTF-8 or JSON. Then the caller decodes with `JSONDecoder`, which also
/// names the problem. Comment files are most of a site's bytes, and `JSONDecoder` spent a tenth
/// of a build on them.
package enum CommentBytesDecoder {
    /// The comments of a whole file: a JSON array of comment objects.
    package static func comments(inArray bytes: UnsafeRawBufferPointer) -> [Comment]? {
        var reader = JSONByteReader(bytes)
        guard reader.consume(UInt8(ascii: "[")) else { return nil }
        if reader.consume(UInt8(ascii: "]")) { return reader.peek() == nil ? [] : nil }
        guard let comments = elements(&reader), reader.consume(UInt8(ascii: "]")), reader.peek() == nil else { return nil }
        return comments
    }

    /// The comments of a piece of an array (see `JSONArraySplitter`): comment objects separated
    /// by commas, without the brackets.
    package static func comments(inElements bytes: UnsafeRawBufferPointer) -> [Comment]? {
        var reader = JSONByteReader(bytes)
        guard reader.peek() != nil else { return [] }
        guard let comments = elements(&reader), reader.peek() == nil else { return nil }
        return comments
    }

    private static func elements(_ reader: inout JSONByteReader) -> [Comment]? {
        var comments: [Comment] = []
        var scratch: [UInt8] = []
        repeat {
            guard let comment = comment(&reader, scratch: &scratch) else { return nil }
            comments.append(comment)
        } while reader.consume(UInt8(ascii: ","))
        return comments
    }

    private static func comment(_ reader: inout JSONByteReader, scratch: inout [UInt8]) -> Comment? {
        guard reader.consume(UInt8(ascii: "{")) else { return nil }
        var seen = KeySet()
        var id: Identifier?, postId: Identifier?, parentId: Identifier?, author: CommentAuthor?
        var body: String?, postedAt: Date?, editedAt: Date?, likes: Int?
        if !reader.consume(UInt8(ascii: "}")) {
            repeat {
                guard let key = reader.key() else { return nil }
                if key.elementsEqual("id".utf8), seen.insert(0) {
                    guard let value = identifier(&reader, scratch: &scratch) else { return nil }
                    id = value
                } else if key.elementsEqual("postId".utf8), seen.insert(1) {
                    guard let value = identifier(&reader, scratch: &scratch) else { return nil }
                    postId = value
                } else if key.elementsEqual("parentId".utf8), seen.insert(2) {
                    if !reader.consumeNull() {
                        guard let value = identifier(&reader, scratch: &scratch) else { return nil }
                        parentId = value
                    }
                } else if key.elementsEqual("author".utf8), seen.insert(3) {
                    guard let value = commentAuthor(&reader, scratch: &scratch) else { return nil }
                    author = value
                } else if key.elementsEqual("body".utf8), seen.insert(4) {
                    guard let value = reader.string(scratch: &scratch) else { return nil }
                    body = value.withoutControlCharacters
                } else if key.elementsEqual("postedAt".utf8), seen.insert(5) {
                    guard let value = date(&reader, scratch: &scratch) else { return nil }
                    postedAt = value
                } else if key.elementsEqual("editedAt".utf8), seen.insert(6) {
                    if !reader.consumeNull() {
                        guard let value = date(&reader, scratch: &scratch) else { return nil }
                        editedAt = value
                    }
                } else if key.elementsEqual("likes".utf8), seen.insert(7) {
                    if !reader.consumeNull() {
                        guard let value = reader.integer() else { return nil }
                        likes = Int(value)
                    }
                } else {
                    return nil
                }
            } while reader.consume(UInt8(ascii: ","))
            guard reader.consume(UInt8(ascii: "}")) else { return nil }
        }
        guard let id, let postId, let author, let body, let postedAt else { return nil }
        return Comment(
            id: id, postId: postId, parentId: parentId, author: author, body: body,
            postedAt: postedAt, editedAt: editedAt, likes: likes
        )
    }

    private static func commentAuthor(_ reader: inout JSONByteReader, scratch: inout [UInt8]) -> CommentAuthor? {
        guard reader.consume(UInt8(ascii: "{")) else { return nil }
        var seen = KeySet()
        var id: Identifier?, name: String?, avatarURL: String?
        if !reader.consume(UInt8(ascii: "}")) {
            repeat {
                guard let key = reader.key() else { return nil }
                if key.elementsEqual("id".utf8), seen.insert(0) {
                    guard let value = identifier(&reader, scratch: &scratch) else { return nil }
                    id = value
                } else if key.elementsEqual("name".utf8), seen.insert(1) {
                    guard let value = reader.string(scratch: &scratch) else { return nil }
                    name = value.withoutControlCharacters
                } else if key.elementsEqual("avatarURL".utf8), seen.insert(2) {
                    if !reader.consumeNull() {
                        guard let value = reader.string(scratch: &scratch) else { return nil }
                        avatarURL = value.withoutControlCharacters
                    }
                } else {
                    return nil
                }
            } while reader.consume(UInt8(ascii: ","))
            guard reader.consume(UInt8(ascii: "}")) else { return nil }
        }
        guard let id, let name else { return nil }
        return CommentAuthor(id: id, name: name, avatarURL: avatarURL)
    }

    /// An id as `Identifier`'s `Decodable` reads it: text without control characters, or an integer.
    private static func identifier(_ reader: inout JSONByteReader, scratch: inout [UInt8]) -> Identifier? {
        if reader.peek() == UInt8(ascii: "\"") {
            return reader.string(scratch: &scratch).map { Identifier($0.withoutControlCharacters) }
        }
        return reader.integer().map { Identifier(String($0)) }
    }

    private static func date(_ reader: inout JSONByteReader, scratch: inout [UInt8]) -> Date? {
        reader.string(scratch: &scratch).flatMap(ISO8601Text.date(from:))
    }

    /// Which keys of an object were read, so that a repeated key is left to `JSONDecoder`.
    private struct KeySet {
        private var bits: UInt8 = 0

        /// Adds key number `index`; `false` if it was there.
        mutating func insert(_ index: Int) -> Bool {
            let bit: UInt8 = 1 << index
            guard bits & bit == 0 else { return false }
            bits |= bit
            return true
        }
    }
}
