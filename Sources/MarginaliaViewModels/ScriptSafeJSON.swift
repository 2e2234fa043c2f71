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

    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON text written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package mutating func object(_ members: (inout ScriptSafeJSON) -> Void) {
        open(UInt8(ascii: "{"))
        members(&self)
        close(UInt8(ascii: "}"))
    }

    package mutating func array<Element>(_ elements: [Element], _ write: (inout ScriptSafeJSON, Element) -> Void) {
        open(UInt8(ascii: "["))
        for element in elements {
            separate()
            write(&self, element)
        }
        close(UInt8(ascii: "]"))
    }

    /// Writes `"key":`; the value follows. Keys are written in the order given.
    package mutating func key(_ key: String) {
        separate()
        string(key)
        bytes.append(UInt8(ascii: ":"))
    }

    package mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        let mayNeedEscape = Self.mayNeedEscape
        value.withUTF8 { utf8 in
            // Runs of bytes that need no escape are copied at once.
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                guard mayNeedEscape[Int(byte)] else {
                    index += 1
                    continue
                }
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
                append(escape)
                index += length
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The bytes that start an escape: the switch in `string(_:)` is only entered for these.
    private static let mayNeedEscape: [Bool] = (0...255).map { byte in
        byte < 0x20 || byte == 0xE2
            || [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&")]
                .contains(UInt8(byte))
    }

    package mutating func int(_ value: Int) {
        append(String(value))
    }

    /// Writes the member only when `value` is not `nil`, as `JSONEncoder` leaves out `nil`s.
    package mutating func member<Value>(_ key: String, _ value: Value?, _ write: (inout ScriptSafeJSON, Value) -> Void)
    {
        guard let value else { return }
        self.key(key)
        write(&self, value)
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        isEmpty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        isEmpty.removeLast()
        bytes.append(bracket)
    }

    /// A comma before every member or element but the first.
    private mutating func separate() {
        guard let last = isEmpty.indices.last else { return }
        if isEmpty[last] { isEmpty[last] = false } else { bytes.append(UInt8(ascii: ",")) }
    }
}
