/// A strict check of ISO 8601 date-time text, run before Foundation parses it: Foundation rolls
/// impossible dates over (February 30th becomes March 2nd, hour 25 the next day) instead of
/// rejecting them.
public enum ISO8601Text {
    /// Whether `text` is `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with every field in range.
    public static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20,
              let year = number(bytes, 0, 4), bytes[4] == UInt8(ascii: "-"),
              let month = number(bytes, 5, 2), bytes[7] == UInt8(ascii: "-"),
              let day = number(bytes, 8, 2), bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
              let hour = number(bytes, 11, 2), bytes[13] == UInt8(ascii: ":"),
              let minute = number(bytes, 14, 2), bytes[16] == UInt8(ascii: ":"),
              let second = number(bytes, 17, 2),
              (1...12).contains(month), (1...CivilDate.days(inMonth: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return false }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let digitsStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > digitsStart else { return false }
        }
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            return index + 1 == bytes.count
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard bytes.count == index + 6, let offsetHours = number(bytes, index + 1, 2),
                  bytes[index + 3] == UInt8(ascii: ":"), let offsetMinutes = number(bytes, index + 4, 2)
            else { return false }
            return offsetHours < 24 && offsetMinutes < 60
        default:
            return false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func number(_ bytes: [UInt8], _ start: Int, _ length: Int) -> Int? {
        guard start + length <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<start + length] {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
