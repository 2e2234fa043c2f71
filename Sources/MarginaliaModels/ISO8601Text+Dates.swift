import Foundation

// Fixtures hold hundreds of thousands of timestamps and every page prints them again. The common
// form, whole seconds in UTC (`2026-11-20T10:00:00Z`) from 1600 on, is converted here with
// integer arithmetic on the proleptic Gregorian calendar; anything else (fractions, offsets,
// earlier years, where Foundation switches to the Julian calendar) goes through Foundation, so
// the results are Foundation's either way.
extension ISO8601Text {
    /// The date `text` names, or nil if it is not strict ISO 8601 (see `isValid`).
    public static func date(from text: String) -> Date? {
        if let seconds = wholeUTCSeconds(text) {
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        guard isValid(text) else { return nil }
        return try? Date(text, strategy: .iso8601)
    }

    /// `date` as `YYYY-MM-DDTHH:MM:SSZ` in UTC, seconds rounded down: what
    /// `Date.ISO8601FormatStyle(timeZone: .gmt)` writes.
    public static func string(from date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds >= Double(firstFastSecond), seconds < Double(endFastSecond) else {
            return Date.ISO8601FormatStyle(timeZone: .gmt).format(date)
        }
        let whole = Int(seconds)
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let secondOfDay = whole - days * 86_400
        let date = CivilDate(daysSince1970: days)
        return String(unsafeUninitializedCapacity: 20) { buffer in
            var index = 0
            func put(_ value: Int, width: Int, then separator: Character) {
                var remainder = value
                for position in stride(from: index + width - 1, through: index, by: -1) {
                    buffer[position] = UInt8(ascii: "0") + UInt8(remainder % 10)
                    remainder /= 10
                }
                buffer[index + width] = separator.asciiValue!
                index += width + 1
            }
            put(date.year, width: 4, then: "-")
            put(date.month, width: 2, then: "-")
            put(date.day, width: 2, then: "T")
            put(secondOfDay / 3600, width: 2, then: ":")
            put(secondOfDay / 60 % 60, width: 2, then: ":")
            put(secondOfDay % 60, width: 2, then: "Z")
            return index
        }
    }

    /// 1600-01-01T00:00:00Z and 10000-01-01T00:00:00Z in seconds since 1970.
    private static let firstFastSecond = CivilDate(year: 1600, month: 1, day: 1).daysSince1970 * 86_400
    private static let endFastSecond = CivilDate(year: 10_000, month: 1, day: 1).daysSince1970 * 86_400

    /// Seconds since 1970 for exactly `YYYY-MM-DDTHH:MM:SSZ` with a year from 1600 and every
    /// field in range; nil for any other text.
    private static func wholeUTCSeconds(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                  bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                  bytes[19] == UInt8(ascii: "Z")
            else { return nil }
            func number(_ start: Int, _ length: Int) -> Int? {
                var value = 0
                for byte in bytes[start..<start + length] {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                return value
            }
            guard let year = number(0, 4), year >= 1600, let month = number(5, 2), (1...12).contains(month),
                  let day = number(8, 2), day >= 1, day <= CivilDate.days(inMonth: month, year: year),
                  let hour = number(11, 2), hour < 24, let minute = number(14, 2), minute < 60,
                  let second = number(17, 2), second < 60
            else { return nil }
            return CivilDate(year: year, month: month, day: day).daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second
        }
    }
}
