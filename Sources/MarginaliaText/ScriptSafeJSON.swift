/// Writes JSON text that is safe to place between `<script>` and `</script>` as it is: `<`, `>`
/// and `&` are written as `\u003c`, `\u003e` and `\u0026`, so no `</script>` or `<!--` can occur,
/// and U+2028/U+2029 as `\u2028`/`\u2029`. Otherwise strings are escaped as `JSONEncoder` does.
///
/// It appends bytes to one buffer: the structured data of a large build holds every comment's text,
/// and `JSONEncoder` with a second escaping pass was an eighth of the build's time.
package struct ScriptSafeJSON {
    package private(set) var bytes: [UInt8] = []
    /// Whether the container being written still has no member, one entry per open container.
    private var isEmpty: [Bool] = []
    /// Whether a key was just written, so the value that follows takes no comma.
    private var followsKey = false

    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Opens an object (as a value); members follow, each a `key(_:)` and its value.
    package mutating func beginObject() { open(UInt8(ascii: "{")) }

    package mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array (as a value); its elements follow, separated by commas as they are written.
    package mutating func beginArray() { open(UInt8(ascii: "[")) }

    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes `"key":`; the value follows. Keys are the writer's own names, written as they are
    /// (they hold nothing to escape), in the order given.
    package mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        followsKey = true
    }

    /// Writes `value` as a JSON string.
    package mutating func string(_ value: String) {
        string(value, followedBy: "")
    }

    /// Writes one string: `value`, then `suffix` (for a link made absolute, without joining them
    /// into a new `String` first).
    package mutating func string(_ value: String, followedBy suffix: String) {
        beforeValue()
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { appendEscaped($0) }
        if !suffix.isEmpty {
            var suffix = suffix
            suffix.withUTF8 { appendEscaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    package mutating func int(_ value: Int) {
        beforeValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends `utf8` escaped, copying runs of bytes that need no escape at once.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        let mayNeedEscape = Self.mayNeedEscape
        var runStart = 0
        var index = 0
        while index < utf8.count {
            // Skip to the next byte that may start an escape, eight bytes at a time.
            guard
                let next = utf8.firstIndex(
                    from: index, where: { mayNeedEscape[Int($0)] }, wordMayMatch: Self.mayHoldEscape)
            else { break }
            index = next
            let byte = utf8[index]
            let escape: String
            var length = 1
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0x00..<0x20: escape = "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            case UInt8(ascii: "<"): escape = "\\u003c"
            case UInt8(ascii: ">"): escape = "\\u003e"
            case UInt8(ascii: "&"): escape = "\\u0026"
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2
            where index + 2 < utf8.count && utf8[index + 1] == 0x80
                && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                length = 3
            default:
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            bytes.append(contentsOf: escape.utf8)
            index += length
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    /// Whether eight bytes may hold a byte of `mayNeedEscape` (never a wrong "no").
    private static func mayHoldEscape(_ word: UInt64) -> Bool {
        ByteWords.containsByte(below: 0x20, in: word) || ByteWords.contains(UInt8(ascii: "\""), in: word)
            || ByteWords.contains(UInt8(ascii: "\\"), in: word) || ByteWords.contains(UInt8(ascii: "<"), in: word)
            || ByteWords.contains(UInt8(ascii: ">"), in: word) || ByteWords.contains(UInt8(ascii: "&"), in: word)
            || ByteWords.contains(0xE2, in: word)
    }

    /// The bytes that start an escape: the switch in `appendEscaped(_:)` is only entered for these.
    private static let mayNeedEscape: [Bool] = (0...255).map { byte in
        byte < 0x20 || byte == 0xE2
            || [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&")]
                .contains(UInt8(byte))
    }

    private mutating func open(_ bracket: UInt8) {
        beforeValue()
        bytes.append(bracket)
        isEmpty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        isEmpty.removeLast()
        bytes.append(bracket)
    }

    /// A comma before every value in an array but the first; none after a key.
    private mutating func beforeValue() {
        if followsKey {
            followsKey = false
        } else {
            separate()
        }
    }

    /// A comma before every member or element but the first.
    private mutating func separate() {
        guard let last = isEmpty.indices.last else { return }
        if isEmpty[last] { isEmpty[last] = false } else { bytes.append(UInt8(ascii: ",")) }
    }
}
