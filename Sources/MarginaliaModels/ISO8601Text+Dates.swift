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
        return foundationDate(from: text)
    }

    /// The date Foundation reads from `text` once the strict check passes: what `date(from:)`
    /// gives for any text outside its fast path. The fuzzer holds the fast path to it.
    package static func foundationDate(from text: String) -> Date? {
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
        let (date, secondOfDay) = CivilDate.dateAndSecondOfDay(secondsSince1970: Int(seconds))
        return String(unsafeUninitializedCapacity: 20) { buffer in
            var index = 0
            func put(_ value: Int, width: Int, then separator: Unicode.Scalar) {
                var remainder = value
                for position in stride(from: index + width - 1, through: index, by: -1) {
                    buffer[position] = UInt8(ascii: "0") + UInt8(remainder % 10)
                    remainder /= 10
                }
                buffer[index + width] = UInt8(ascii: separator)
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
            guard bytes.count == 20, bytes[19] == UInt8(ascii: "Z"),
                let fields = DateTimeFields(bytes, separator: { $0 == UInt8(ascii: "T") }),
                fields.year >= 1600, fields.isInRange()
            else { return nil }
            return fields.secondsSince1970
        }
    }
}
