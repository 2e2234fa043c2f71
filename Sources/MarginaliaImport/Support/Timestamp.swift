import Foundation
import MarginaliaModels

/// Reads the dates of exports and writes the dates of fixtures, quickly and without a formatter
/// object: an import reads and writes one per comment.
enum Timestamp {
    /// An ISO 8601 date (Disqus): `2013-10-10T19:20:29Z`, with fractions and offsets accepted,
    /// impossible dates (February 30th) rejected as the content check rejects them.
    static func iso8601(_ text: String) -> Date? {
        if text.utf8.count == 20, text.hasSuffix("Z"), let date = fixed(text, separator: "T") { return date }
        guard ISO8601Text.isValid(text) else { return nil }
        return try? Date(text, strategy: .iso8601)
    }

    /// A WordPress database date, `2014-01-14 17:31:03`, read as UTC. WordPress writes
    /// `0000-00-00 00:00:00` for "no date", which gives `nil`.
    static func wordpress(_ text: String) -> Date? {
        guard text.utf8.count == 19 else { return nil }
        return fixed(text, separator: " ")
    }

    /// `2013-10-10T19:20:29Z`; milliseconds are added only when the date has them.
    static func string(from date: Date) -> String {
        let interval = date.timeIntervalSince1970
        var seconds = Int64(interval.rounded(.down))
        var milliseconds = Int64(((interval - Double(seconds)) * 1000).rounded())
        if milliseconds == 1000 { seconds += 1; milliseconds = 0 }
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
        if milliseconds > 0 { text += "." + pad(milliseconds, 3) }
        return text + "Z"
    }

    /// `YYYY-MM-DD?HH:MM:SS` with `separator` at `?`, as UTC.
    private static func fixed(_ text: String, separator: Character) -> Date? {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for index in range {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
                value = value * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == separator.asciiValue,
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              year > 0, (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day),
              hour < 24, minute < 60, second < 61
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    private static func daysInMonth(_ month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func daysSinceEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of `daysSinceEpoch` (`civil_from_days`).
    private static func civilDate(daysSinceEpoch days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad(_ value: Int64, _ length: Int) -> String {
        String(value).zeroPadded(to: length)
    }
}
