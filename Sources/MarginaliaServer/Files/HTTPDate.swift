/// Dates in HTTP headers (`Last-Modified`, `If-Modified-Since`, `If-Range`) in the IMF-fixdate
/// form of RFC 9110 (section 5.6.7), such as `Sun, 06 Nov 1994 08:49:37 GMT`, to the second.
///
/// Parsing reads a stranger's text: the form has a fixed width (two-digit day, hour, minute and
/// second, four-digit year), so every number is small and the arithmetic cannot overflow. Years
/// 0000 to 9999 are read in the proleptic Gregorian calendar; second 60 (a leap second) is the
/// first second of the next minute, as POSIX time counts it. Anything else is not a date
/// (`nil`), and the header that holds it is ignored, as RFC 9110 asks.
enum HTTPDate {
    private static let dayNames = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"] // 1970-01-01 was a Thursday.
    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    private static let secondsPerDay: Int64 = 86_400
    /// The first second of year 0000 and the last of year 9999: what four digits can say.
    static let earliest: Int64 = -62_167_219_200
    static let latest: Int64 = 253_402_300_799

    /// Formats seconds since 1970, clamped to the years an IMF-fixdate can hold (0000 to 9999).
    static func format(_ seconds: Int64) -> String {
        let clamped = min(max(seconds, earliest), latest)
        let (dayNumber, secondOfDay) = floorDivision(clamped, secondsPerDay)
        let (year, month, day) = civil(fromDays: dayNumber)
        let weekday = Int(floorDivision(dayNumber, 7).remainder)
        return "\(dayNames[weekday]), \(digits(day, 2)) \(monthNames[month - 1]) \(digits(year, 4)) "
            + "\(digits(secondOfDay / 3600, 2)):\(digits(secondOfDay / 60 % 60, 2)):\(digits(secondOfDay % 60, 2)) GMT"
    }

    /// Parses an IMF-fixdate into seconds since 1970; `nil` for anything else, including a day
    /// the month does not have. The day name is not checked against the date.
    static func parse(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count == 29,
            dayNames.contains(where: { bytes[0..<3].elementsEqual($0.utf8) }),
            bytes[3] == UInt8(ascii: ","), bytes[4] == UInt8(ascii: " "), bytes[7] == UInt8(ascii: " "),
            bytes[11] == UInt8(ascii: " "), bytes[16] == UInt8(ascii: " "), bytes[19] == UInt8(ascii: ":"),
            bytes[22] == UInt8(ascii: ":"), bytes[25] == UInt8(ascii: " "), bytes[26...].elementsEqual("GMT".utf8),
            let monthIndex = monthNames.firstIndex(where: { bytes[8..<11].elementsEqual($0.utf8) }),
            let day = number(bytes[5..<7]), let year = number(bytes[12..<16]),
            let hour = number(bytes[17..<19]), let minute = number(bytes[20..<22]), let second = number(bytes[23..<25])
        else { return nil }
        let month = monthIndex + 1
        guard day >= 1, day <= daysIn(month: month, year: year), hour <= 23, minute <= 59, second <= 60 else {
            return nil
        }
        return daysSince1970(year: year, month: month, day: day) * secondsPerDay
            + Int64(hour * 3600 + minute * 60 + second)
    }

    /// The value of a run of ASCII digits (at most four here, so it cannot overflow); `nil` if
    /// any byte is not a digit.
    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a date in the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`), for years 0 to 9999.
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int64 {
        let shiftedYear = Int64(month <= 2 ? year - 1 : year)
        let era = floorDivision(shiftedYear, 400).quotient
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = Int64((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1)
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day since 1970-01-01 (`civil_from_days`), for the days `format` allows.
    private static func civil(fromDays dayNumber: Int64) -> (year: Int, month: Int, day: Int) {
        let shifted = dayNumber + 719_468
        let era = floorDivision(shifted, 146_097).quotient
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        let year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// Division rounding toward negative infinity, with a remainder that is never negative.
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value / divisor
        let remainder = value % divisor
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    private static func digits(_ value: some BinaryInteger, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
