import MarginaliaModels

/// Dates in HTTP headers (`Last-Modified`, `If-Modified-Since`, `If-Range`) in the IMF-fixdate
/// form of RFC 9110 (section 5.6.7), such as `Sun, 06 Nov 1994 08:49:37 GMT`, to the second.
///
/// Parsing reads a stranger's text: the form has a fixed width (two-digit day, hour, minute and
/// second, four-digit year), so every number is small and the arithmetic cannot overflow. Years
/// 0000 to 9999 are read in the proleptic Gregorian calendar (`CivilDate`); second 60 (a leap second) is the
/// first second of the next minute, as POSIX time counts it. Anything else is not a date
/// (`nil`), and the header that holds it is ignored, as RFC 9110 asks.
enum HTTPDate {
    private static let dayNames = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"] // 1970-01-01 was a Thursday.
    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    /// The first second of year 0000 and the last of year 9999: what four digits can say.
    static let earliest: Int64 = -62_167_219_200
    static let latest: Int64 = 253_402_300_799

    /// Formats seconds since 1970, clamped to the years an IMF-fixdate can hold (0000 to 9999).
    static func format(_ seconds: Int64) -> String {
        let clamped = Int(min(max(seconds, earliest), latest))
        let (date, secondOfDay) = CivilDate.dateAndSecondOfDay(secondsSince1970: clamped)
        let days = date.daysSince1970
        let weekday = (days % 7 + 7) % 7
        return "\(dayNames[weekday]), \(digits(date.day, 2)) \(monthNames[date.month - 1]) \(digits(date.year, 4)) "
            + "\(digits(secondOfDay / 3600, 2)):\(digits(secondOfDay / 60 % 60, 2)):\(digits(secondOfDay % 60, 2)) GMT"
    }

    /// Parses an IMF-fixdate into seconds since 1970; `nil` for anything else, including a day
    /// the month does not have. The day name is not checked against the date.
    static func parse(_ text: String) -> Int64? {
        var text = text
        return text.withUTF8 { bytes in
            func number(at start: Int, digits: Int) -> Int? { DateTimeFields.number(bytes, at: start, digits: digits) }
            guard bytes.count == 29,
                dayNames.contains(where: { bytes[0..<3].elementsEqual($0.utf8) }),
                bytes[3] == UInt8(ascii: ","), bytes[4] == UInt8(ascii: " "), bytes[7] == UInt8(ascii: " "),
                bytes[11] == UInt8(ascii: " "), bytes[16] == UInt8(ascii: " "), bytes[19] == UInt8(ascii: ":"),
                bytes[22] == UInt8(ascii: ":"), bytes[25] == UInt8(ascii: " "), bytes[26...].elementsEqual("GMT".utf8),
                let monthIndex = monthNames.firstIndex(where: { bytes[8..<11].elementsEqual($0.utf8) }),
                let day = number(at: 5, digits: 2), let year = number(at: 12, digits: 4),
                let hour = number(at: 17, digits: 2), let minute = number(at: 20, digits: 2),
                let second = number(at: 23, digits: 2)
            else { return nil }
            let month = monthIndex + 1
            guard day >= 1, day <= CivilDate.days(inMonth: month, year: year), hour <= 23, minute <= 59, second <= 60
            else { return nil }
            let days = CivilDate(year: year, month: month, day: day).daysSince1970
            return Int64(days * 86_400 + hour * 3600 + minute * 60 + second)
        }
    }

    private static func digits(_ value: some BinaryInteger, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
