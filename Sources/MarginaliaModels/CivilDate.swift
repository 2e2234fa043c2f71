/// A date on the proleptic Gregorian calendar, counted in days from 1970-01-01, with Howard
/// Hinnant's `days_from_civil` and `civil_from_days`. Timestamps are read and written with it
/// without a formatter or calendar object, which matters when there are hundreds of thousands.
package struct CivilDate: Equatable, Sendable {
    package let year: Int
    package let month: Int
    package let day: Int

    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` after 1970-01-01 (negative: before it).
    package init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The UTC date of the moment `seconds` after 1970-01-01T00:00:00Z, and the second of that
    /// day it falls in (0–86,399), for any whole number of seconds, negative too.
    package static func dateAndSecondOfDay(secondsSince1970 seconds: Int) -> (date: CivilDate, secondOfDay: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (CivilDate(daysSince1970: days), seconds - days * 86_400)
    }

    /// Days from 1970-01-01 to this date.
    package var daysSince1970: Int {
        let year = month <= 2 ? self.year - 1 : self.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The number of days in `month` (1–12) of `year`.
    package static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
