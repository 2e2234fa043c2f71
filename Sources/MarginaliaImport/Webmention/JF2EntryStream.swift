import MarginaliaContent

/// Reads a webmention.io feed a chunk at a time and hands over each entry's JSON text with the
/// line and column it starts at: the entries are the elements of the `children` array of a jf2
/// feed (`{"type": "feed", "children": [...]}`), or of the top-level array when the file is the
/// bare list that blogs cache. Memory holds one chunk and one entry, whatever the file's size.
///
/// The whole file's JSON syntax is checked on the way (strings, numbers, literals, nesting), so a
/// malformed or cut file stops with the line and column of its first bad byte; the entries' types
/// are left to the decoder.
struct JF2EntryStream {
    /// One entry: its JSON text, its place in the file, and its path (`children[3]` or `[3]`).
    struct Entry {
        var bytes: [UInt8]
        var line: Int
        var column: Int
        var path: String
    }

    private enum Container {
        case object
        case array
    }

    private enum State: Equatable {
        /// Before a value (after `:`, after `,` in an array, or at the start).
        case value
        /// Just after `[`: a value or `]`.
        case firstElement
        /// Just after `{`: a key or `}`.
        case firstKey
        /// After `,` in an object: a key.
        case key
        case colon
        /// After a value: `,`, a closing bracket, or (at depth 0) the end.
        case afterValue
        case string(isKey: Bool)
        case escape(isKey: Bool)
        case unicodeEscape(isKey: Bool, remaining: Int)
        case number
        case literal(expected: [UInt8], matched: Int)
    }

    let file: String
    private var state = State.value
    private var stack: [Container] = []
    private var line = 1
    private var column = 0
    /// The depth of the array whose elements are entries, once it is known.
    private var entriesDepth: Int?
    private var entriesPrefix = ""
    private var entryCount = 0
    private var entry: Entry?
    /// The text of the top-level object's key being read, to find `children`.
    private var key: [UInt8] = []
    private var lastTopLevelKey: [UInt8] = []
    private var number: [UInt8] = []
    private var sawChildren = false
    private var topLevelIsObject = false

    init(file: String) {
        self.file = file
    }

    /// Reads `input` to its end, handing each entry to `onEntry` as soon as it is complete.
    static func read(
        _ input: ExportInput, file: String, onEntry: (Entry) throws(ImportError) -> Void
    ) throws(ImportError) {
        var stream = JF2EntryStream(file: file)
        var first = true
        while var chunk = try input.next() {
            if first, chunk.starts(with: [0xEF, 0xBB, 0xBF]) { chunk.removeFirst(3) }
            first = false
            for byte in chunk {
                if let done = try stream.feed(byte) { try onEntry(done) }
            }
        }
        try stream.finish()
    }

    /// Takes one byte; returns the entry it completes, if any.
    mutating func feed(_ byte: UInt8) throws(ImportError) -> Entry? {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 0
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        entry?.bytes.append(byte)
        return try step(byte)
    }

    /// Checks that the file ended after one whole value.
    func finish() throws(ImportError) {
        switch state {
        case .afterValue where stack.isEmpty: break
        case .number where stack.isEmpty: try checkNumber()
        case .value where stack.isEmpty:
            throw .invalidExport(SourceLocation(file: file, line: 1, column: 1), message: "the file holds no JSON")
        default:
            throw .invalidExport(
                SourceLocation(file: file, line: line, column: column + 1),
                message: "the file ends in the middle of its JSON")
        }
        if topLevelIsObject, !sawChildren {
            throw .invalidExport(
                SourceLocation(file: file, line: 1, column: 1),
                message: "a webmention.io feed has a \"children\" array of entries, and this object has none")
        }
    }

    private mutating func step(_ byte: UInt8) throws(ImportError) -> Entry? {
        switch state {
        case .string(let isKey):
            if byte == UInt8(ascii: "\"") {
                if isKey {
                    state = .colon
                } else {
                    return endValue()
                }
            } else if byte == UInt8(ascii: "\\") {
                state = .escape(isKey: isKey)
            } else if byte < 0x20 {
                throw unexpected(byte, "a control character inside a string")
            } else if isKey, stack.count == 1, key.count < 16 {
                key.append(byte)
            }
            return nil
        case .escape(let isKey):
            switch byte {
            case UInt8(ascii: "u"): state = .unicodeEscape(isKey: isKey, remaining: 4)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                state = .string(isKey: isKey)
            default: throw unexpected(byte, "an escape that JSON does not have")
            }
            return nil
        case .unicodeEscape(let isKey, let remaining):
            guard Self.isHexDigit(byte) else { throw unexpected(byte, "a \\u escape without four hex digits") }
            state = remaining > 1 ? .unicodeEscape(isKey: isKey, remaining: remaining - 1) : .string(isKey: isKey)
            return nil
        case .number:
            if Self.isNumberByte(byte) {
                number.append(byte)
                return nil
            }
            try checkNumber()
            // The byte after a number belongs to what follows it, not to an entry the number ends.
            if let entriesDepth, stack.count == entriesDepth, entry != nil { entry?.bytes.removeLast() }
            let done = endValue()
            let next = try step(byte)
            return done ?? next
        case .literal(let expected, let matched):
            guard byte == expected[matched] else { throw unexpected(byte, "a misspelt true, false or null") }
            if matched + 1 == expected.count { return endValue() }
            state = .literal(expected: expected, matched: matched + 1)
            return nil
        default:
            break
        }
        if Self.isWhiteSpace(byte) { return nil }
        switch state {
        case .value, .firstElement:
            if state == .firstElement, byte == UInt8(ascii: "]") { return close(.array) }
            try startValue(byte)
            return nil
        case .firstKey, .key:
            if state == .firstKey, byte == UInt8(ascii: "}") { return close(.object) }
            guard byte == UInt8(ascii: "\"") else { throw unexpected(byte, "a key in quotes") }
            key = []
            state = .string(isKey: true)
            return nil
        case .colon:
            guard byte == UInt8(ascii: ":") else { throw unexpected(byte, "a colon after the key") }
            if stack.count == 1 { lastTopLevelKey = key }
            state = .value
            return nil
        case .afterValue:
            guard let container = stack.last else { throw unexpected(byte, "nothing after the end of the JSON") }
            switch (byte, container) {
            case (UInt8(ascii: ","), .array): state = .value
            case (UInt8(ascii: ","), .object): state = .key
            case (UInt8(ascii: "]"), .array): return close(.array)
            case (UInt8(ascii: "}"), .object): return close(.object)
            default: throw unexpected(byte, container == .array ? "a comma or ]" : "a comma or }")
            }
            return nil
        default:
            return nil
        }
    }

    private mutating func startValue(_ byte: UInt8) throws(ImportError) {
        if stack.isEmpty, byte != UInt8(ascii: "{"), byte != UInt8(ascii: "[") {
            throw unexpected(byte, "a JSON array or object")
        }
        if let entriesDepth, stack.count == entriesDepth, entry == nil {
            entry = Entry(bytes: [byte], line: line, column: column, path: entriesPrefix + "[\(entryCount)]")
            entryCount += 1
        }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isArray = byte == UInt8(ascii: "[")
            if stack.isEmpty {
                topLevelIsObject = !isArray
                if isArray { entriesDepth = 1 }
            } else if isArray, stack.count == 1, topLevelIsObject, !sawChildren,
                lastTopLevelKey == Array("children".utf8)
            {
                entriesDepth = 2
                entriesPrefix = "children"
                sawChildren = true
            }
            stack.append(isArray ? .array : .object)
            state = isArray ? .firstElement : .firstKey
        case UInt8(ascii: "\""): state = .string(isKey: false)
        case UInt8(ascii: "t"): state = .literal(expected: Array("true".utf8), matched: 1)
        case UInt8(ascii: "f"): state = .literal(expected: Array("false".utf8), matched: 1)
        case UInt8(ascii: "n"): state = .literal(expected: Array("null".utf8), matched: 1)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            number = [byte]
            state = .number
        default:
            throw unexpected(byte, "a value")
        }
    }

    private mutating func close(_ container: Container) -> Entry? {
        stack.removeLast()
        if container == .array, let entriesDepth, stack.count == entriesDepth - 1 {
            // The entries array itself ends; what follows is outside it.
            self.entriesDepth = nil
        }
        return endValue()
    }

    /// A value ended: the entry it completes, if it was one.
    private mutating func endValue() -> Entry? {
        state = .afterValue
        guard let entriesDepth, stack.count == entriesDepth, let done = entry else { return nil }
        entry = nil
        return done
    }

    private func checkNumber() throws(ImportError) {
        guard Self.isValidNumber(number) else {
            throw .invalidExport(
                SourceLocation(file: file, line: line, column: max(1, column - number.count)),
                message: "\"\(String(decoding: number, as: UTF8.self))\" is not a JSON number")
        }
    }

    private func unexpected(_ byte: UInt8, _ expected: String) -> ImportError {
        let shown = byte >= 0x20 && byte < 0x7F ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte \(byte)"
        return .invalidExport(
            SourceLocation(file: file, line: line, column: max(1, column)),
            message: "expected \(expected), found \(shown)")
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
    }

    /// JSON's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isValidNumber(_ text: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) { index += 1 }
            return index - start
        }
        if index < text.count, text[index] == UInt8(ascii: "-") { index += 1 }
        guard index < text.count else { return false }
        if text[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if index < text.count, text[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < text.count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            index += 1
            if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == text.count
    }
}
