/// A form posted as `application/x-www-form-urlencoded`, read strictly: every field once, every
/// escape complete, every value valid UTF-8. Anything else is not guessed at but refused.
struct FormBody: Sendable, Equatable {
    /// The fields by name.
    let fields: [String: String]

    /// Why a body is not a form.
    enum Problem: Error, Equatable {
        /// A `%` not followed by two hexadecimal digits.
        case badEscape
        /// A name or value that is not UTF-8 once decoded.
        case invalidUTF8
        /// A field given twice.
        case repeated(String)
    }

    init(fields: [String: String]) {
        self.fields = fields
    }

    /// Reads `bytes`; `+` is a space, `%XX` a byte.
    init(_ bytes: some Collection<UInt8>) throws(Problem) {
        var fields: [String: String] = [:]
        for pair in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = pair.firstIndex(of: UInt8(ascii: "="))
            let name = try Self.decoded(pair[..<(equals ?? pair.endIndex)])
            let value =
                try equals.map { index throws(Problem) in try Self.decoded(pair[pair.index(after: index)...]) } ?? ""
            guard fields[name] == nil else { throw .repeated(name) }
            fields[name] = value
        }
        self.fields = fields
    }

    /// The field's value, or empty when the form lacks it.
    subscript(_ name: String) -> String { fields[name] ?? "" }

    private static func decoded(_ part: some Collection<UInt8>) throws(Problem) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(part.count)
        var index = part.startIndex
        while index != part.endIndex {
            let byte = part[index]
            if byte == UInt8(ascii: "%") {
                let high = part.index(after: index)
                guard high != part.endIndex, let h = hexValue(part[high]) else { throw .badEscape }
                let low = part.index(after: high)
                guard low != part.endIndex, let l = hexValue(part[low]) else { throw .badEscape }
                bytes.append(h << 4 | l)
                index = part.index(after: low)
            } else {
                bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index = part.index(after: index)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8 }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
