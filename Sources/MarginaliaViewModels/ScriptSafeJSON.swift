/// Writes JSON text that is safe to place between `<script>` and `</script>` as it is: `<`, `>`
/// and `&` are written as `\u003c`, `\u003e` and `\u0026`, so no `</script>` or `<!--` can occur,
/// and U+2028/U+2029 as `\u2028`/`\u2029`. Otherwise strings are escaped as `JSONEncoder` does.
///
/// It appends bytes to one buffer: the structured data of a large build holds every comment's text,
/// and `JSONEncoder` with a second escaping pass was an eighth of the build's time.
struct ScriptSafeJSON {
    private(set) var bytes: [UInt8] = []
    /// Whether the container being written still has no member, one entry per open container.
    private var isEmpty: [Bool] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func object(_ members: (inout ScriptSafeJSON) -> Void) {
        open(UInt8(ascii: "{"))
        members(&self)
        close(UInt8(ascii: "}"))
    }

    mutating func array<Element>(_ elements: [Element], _ write: (inout ScriptSafeJSON, Element) -> Void) {
        open(UInt8(ascii: "["))
        for element in elements {
            separate()
            write(&self, element)
        }
        close(UInt8(ascii: "]"))
    }

    /// Writes `"key":`; the value follows. Keys are written in the order given.
    mutating func key(_ key: String) {
        separate()
        string(key)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var utf8 = value.utf8[...]
        while let byte = utf8.popFirst() {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x00..<0x20: append("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16))
            case UInt8(ascii: "<"): append("\\u003c")
            case UInt8(ascii: ">"): append("\\u003e")
            case UInt8(ascii: "&"): append("\\u0026")
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2 where utf8.starts(with: [0x80, 0xA8]):
                append("\\u2028")
                utf8 = utf8.dropFirst(2)
            case 0xE2 where utf8.starts(with: [0x80, 0xA9]):
                append("\\u2029")
                utf8 = utf8.dropFirst(2)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func int(_ value: Int) {
        append(String(value))
    }

    /// Writes the member only when `value` is not `nil`, as `JSONEncoder` leaves out `nil`s.
    mutating func member<Value>(_ key: String, _ value: Value?, _ write: (inout ScriptSafeJSON, Value) -> Void) {
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
