/// A JSON value of a language pack with the byte offset where it starts, as `PackJSONParser`
/// reads it: strings and objects in full, every other kind of value only by name (a pack never
/// holds one, so the checker only needs to say what it found).
struct PackJSONValue {
    enum Content {
        case string(PackJSONString)
        /// The members in file order, duplicates included.
        case object([PackJSONMember])
        /// An array, a number, true, false or null, named for messages ("a number").
        case other(String)
    }

    let offset: Int
    let content: Content
}

/// A decoded string with the byte offset in the file of each of its Unicode scalars, so that a
/// problem inside it (a placeholder) can be placed exactly even after escapes.
struct PackJSONString {
    let text: String
    /// One offset per scalar of `text`; `endOffset` is the offset of the closing quote.
    let scalarOffsets: [Int]
    let endOffset: Int

    /// The byte offset of the scalar at `index`, or of the closing quote past the end.
    func offset(ofScalar index: Int) -> Int {
        index < scalarOffsets.count ? scalarOffsets[index] : endOffset
    }
}

/// One `"key": value` of an object; `keyOffset` is where the key's opening quote is.
struct PackJSONMember {
    let key: PackJSONString
    let keyOffset: Int
    let value: PackJSONValue
}

/// The first place where a file stops being JSON, and what was expected there.
struct PackJSONSyntaxError: Error {
    let offset: Int
    let expected: String
}

/// A strict JSON parser (RFC 8259: no comments, no trailing commas) that keeps positions, for
/// language packs. `JSONLocator` in MarginaliaContent finds only one path's offset a scan and
/// no values, and MarginaliaLocale imports no other target, hence this small reader.
///
/// The text must be valid UTF-8 (`LanguagePackChecker` checks first). Nesting deeper than
/// `maximumDepth` is a syntax error, so hostile nesting cannot overflow the stack.
struct PackJSONParser {
    /// Far more than a pack needs (two levels).
    static let maximumDepth = 16

    private let bytes: [UInt8]
    private var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The document's single value; text after it is an error.
    mutating func parseDocument() throws(PackJSONSyntaxError) -> PackJSONValue {
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw failure("the end of the file") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(PackJSONSyntaxError) -> PackJSONValue {
        skipWhitespace()
        guard index < bytes.count else {
            throw failure(bytes.isEmpty ? "a value, but the file is empty" : "more JSON, but the file ends here")
        }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw failure("at most \(Self.maximumDepth) levels of nesting") }
            return PackJSONValue(offset: start, content: .object(try parseMembers(depth: depth + 1)))
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw failure("at most \(Self.maximumDepth) levels of nesting") }
            try skipElements(depth: depth + 1)
            return PackJSONValue(offset: start, content: .other("a list"))
        case UInt8(ascii: "\""):
            return PackJSONValue(offset: start, content: .string(try parseString()))
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            for literal in ["true", "false", "null"] where bytes[index...].starts(with: literal.utf8) {
                index += literal.utf8.count
                return PackJSONValue(offset: start, content: .other(literal == "null" ? "null" : literal))
            }
            throw failure("true, false or null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try skipNumber()
            return PackJSONValue(offset: start, content: .other("a number"))
        default:
            throw failure("a value (object, array, string, number, true, false or null)")
        }
    }

    /// After `{`: the members up to and including `}`.
    private mutating func parseMembers(depth: Int) throws(PackJSONSyntaxError) -> [PackJSONMember] {
        index += 1
        var members: [PackJSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure(members.isEmpty ? "a key in double quotes or '}'" : "a key in double quotes")
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("':' after the key") }
            index += 1
            members.append(PackJSONMember(key: key, keyOffset: keyOffset, value: try parseValue(depth: depth)))
            skipWhitespace()
            guard index < bytes.count else { throw failure("',' or '}'") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return members
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw failure("',' or '}'") }
            index += 1
        }
    }

    /// After `[`: the elements up to and including `]`, checked and dropped.
    private mutating func skipElements(depth: Int) throws(PackJSONSyntaxError) {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            _ = try parseValue(depth: depth)
            skipWhitespace()
            guard index < bytes.count else { throw failure("',' or ']'") }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw failure("',' or ']'") }
            index += 1
        }
    }

    /// At `"`: the decoded string, through its closing quote.
    private mutating func parseString() throws(PackJSONSyntaxError) -> PackJSONString {
        index += 1
        var scalars = String.UnicodeScalarView()
        var offsets: [Int] = []
        while index < bytes.count {
            let start = index
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return PackJSONString(text: String(scalars), scalarOffsets: offsets, endOffset: start)
            case UInt8(ascii: "\\"):
                scalars.append(try parseEscape())
                offsets.append(start)
            case 0..<0x20:
                throw failure("a closed string (control characters must be escaped)")
            default:
                let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                let end = min(index + length, bytes.count)
                if let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first {
                    scalars.append(scalar)
                    offsets.append(start)
                }
                index = end
            }
        }
        throw failure("a closed string")
    }

    /// At `\`: one escape, a surrogate pair counting as one.
    private mutating func parseEscape() throws(PackJSONSyntaxError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw failure("an escape after '\\'") }
        let simple: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{08}",
            UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        if let scalar = simple[bytes[index]] {
            index += 1
            return scalar
        }
        guard bytes[index] == UInt8(ascii: "u") else { throw failure("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u") }
        index += 1
        let high = try parseHexQuad()
        if (0xD800..<0xDC00).contains(high) {
            guard bytes[index...].starts(with: "\\u".utf8) else { throw failure("the second half of a surrogate pair") }
            index += 2
            let low = try parseHexQuad()
            guard (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
            else { throw failure("the second half of a surrogate pair") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw failure("a \\u escape that is not half a surrogate pair") }
        return scalar
    }

    private mutating func parseHexQuad() throws(PackJSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { throw failure("four hex digits") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number in JSON's grammar: `-`? int frac? exp?.
    private mutating func skipNumber() throws(PackJSONSyntaxError) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            guard skipDigits() else { throw failure("a digit") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { throw failure("a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard skipDigits() else { throw failure("a digit in the exponent") }
        }
    }

    /// Whether at least one digit was skipped.
    private mutating func skipDigits() -> Bool {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index > start
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private func failure(_ expected: String) -> PackJSONSyntaxError {
        PackJSONSyntaxError(offset: index, expected: expected)
    }
}
