/// A strict check of ISO 8601 date-time text, run before Foundation parses it: Foundation rolls
/// impossible dates over (February 30th becomes March 2nd, hour 25 the next day) instead of
/// rejecting them.
public enum ISO8601Text {
    /// Whether `text` is `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with every field in range.
    public static func isValid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 20,
                let fields = DateTimeFields(bytes, separator: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") }),
                fields.isInRange()
            else { return false }
            var index = 19
            if bytes[index] == UInt8(ascii: ".") {
                index += 1
                let digitsStart = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                guard index > digitsStart else { return false }
            }
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "Z"), UInt8(ascii: "z"):
                return index + 1 == bytes.count
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard bytes.count == index + 6,
                    let offsetHours = DateTimeFields.number(bytes, at: index + 1, digits: 2),
                    bytes[index + 3] == UInt8(ascii: ":"),
                    let offsetMinutes = DateTimeFields.number(bytes, at: index + 4, digits: 2)
                else { return false }
                return offsetHours < 24 && offsetMinutes < 60
            default:
                return false
            }
        }
    }
}
