/// The six numbers of `YYYY-MM-DD?HH:MM:SS` at the start of a timestamp's bytes: digits and
/// punctuation are checked here, ranges by the caller (`isInRange`), since formats differ on the
/// byte between date and time, on leap seconds and on the years they take.
package struct DateTimeFields: Equatable, Sendable {
    package let year: Int
    package let month: Int
    package let day: Int
    package let hour: Int
    package let minute: Int
    package let second: Int

    /// Nil unless `bytes` starts with the pattern, with a byte `separator` accepts between date
    /// and time.
    package init?(_ bytes: UnsafeBufferPointer<UInt8>, separator: (UInt8) -> Bool) {
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), separator(bytes[10]),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = Self.number(bytes, at: 0, digits: 4), let month = Self.number(bytes, at: 5, digits: 2),
            let day = Self.number(bytes, at: 8, digits: 2), let hour = Self.number(bytes, at: 11, digits: 2),
            let minute = Self.number(bytes, at: 14, digits: 2), let second = Self.number(bytes, at: 17, digits: 2)
        else { return nil }
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (
            year, month, day, hour, minute, second
        )
    }

    /// Whether the date exists and the time is on the clock, seconds below `secondLimit` (61
    /// lets a leap second through, to roll over into the next minute).
    package func isInRange(secondLimit: Int = 60) -> Bool {
        (1...12).contains(month) && (1...CivilDate.days(inMonth: month, year: year)).contains(day)
            && hour < 24 && minute < 60 && second < secondLimit
    }

    /// Seconds since 1970-01-01T00:00:00Z, the fields read as UTC on the proleptic Gregorian
    /// calendar.
    package var secondsSince1970: Int {
        CivilDate(year: year, month: month, day: day).daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// The decimal number in `digits` bytes from `start`, or nil if one is not a digit or the bytes
    /// end first.
    package static func number(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, digits: Int) -> Int? {
        guard start + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<start + digits] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
