import Foundation
import MarginaliaModels

/// The readable absolute date of the site's language and time zone ("Nov 21, 2026 at 12:00 PM"),
/// written by Foundation's `Date.FormatStyle`.
///
/// Every comment shows one, so they are on a large build's hot path. For English in
/// UTC (the default site) the text is put together from civil-date fields instead, but only if,
/// when the style is made, that gives Foundation's text for every probe date (all twelve months,
/// midnight, noon, a second before a minute ends, the ends of the range). Any other language or
/// zone, or a Foundation whose pattern differs, uses Foundation for every date.
struct AbsoluteDateStyle: Sendable, Equatable {
    /// How dates are written.
    private let writer: Writer

    private enum Writer: Sendable, Equatable {
        /// English in UTC from civil-date fields. Holds no Foundation value, so every view model
        /// that keeps a copy (each comment cell does) copies it without retaining objects that all
        /// threads share; `language` makes Foundation's style for dates outside `fieldRange`.
        case englishUTCFields(language: String)
        /// Foundation's style for every date.
        case foundation(Date.FormatStyle)
    }

    init(locale: Locale, timeZone: TimeZone) {
        let style = Self.foundationStyle(locale: locale, timeZone: timeZone)
        let fieldsMatch =
            timeZone.secondsFromGMT() == 0 && ["GMT", "UTC"].contains(timeZone.identifier)
            && Self.probeDates.allSatisfy { Self.englishUTCText($0) == style.format($0) }
        writer = fieldsMatch ? .englishUTCFields(language: locale.identifier) : .foundation(style)
    }

    /// Whether `string(from:)` writes fields itself for dates in `fieldRange`.
    var writesEnglishUTCFields: Bool {
        if case .englishUTCFields = writer { true } else { false }
    }

    /// Foundation's style for this language and time zone.
    var foundationStyle: Date.FormatStyle {
        switch writer {
        case .englishUTCFields(let language): Self.foundationStyle(locale: Locale(identifier: language), timeZone: .gmt)
        case .foundation(let style): style
        }
    }

    func string(from date: Date) -> String {
        if writesEnglishUTCFields, Self.fieldRange.contains(date) { return Self.englishUTCText(date) }
        return foundationStyle.format(date)
    }

    private static func foundationStyle(locale: Locale, timeZone: TimeZone) -> Date.FormatStyle {
        var style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, timeZone: timeZone)
        style.calendar = Calendar(identifier: .gregorian)
        return style
    }
}

extension AbsoluteDateStyle {
    /// 1601 to 9999: Foundation's Gregorian calendar is Julian before 1582.
    static let fieldRange = date(1601, 1, 1)..<date(10_000, 1, 1)

    /// Dates that show every field `englishUTCText` writes differently.
    static let probeDates: [Date] =
        (1...12).map { month in
            date(2026, month, month * 2, hour: (month * 5) % 24, minute: month * 4)
        } + [
            date(2026, 11, 21), date(2026, 11, 21, hour: 12),
            date(1999, 12, 31, hour: 23, minute: 59).addingTimeInterval(59.999),
            date(1601, 1, 1), date(9999, 12, 31, hour: 23, minute: 59).addingTimeInterval(59),
            date(1970, 1, 1, hour: 9, minute: 5),
        ]

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "Nov 21, 2026 at 12:00 PM" (a narrow no-break space before AM/PM), in UTC.
    static func englishUTCText(_ date: Date) -> String {
        let (civil, secondOfDay) = CivilDate.dateAndSecondOfDay(
            secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down)))
        let minuteOfDay = secondOfDay / 60
        let hour = minuteOfDay / 60
        let minute = minuteOfDay % 60
        let hour12 = hour % 12 == 0 ? 12 : hour % 12
        return
            "\(months[civil.month - 1]) \(civil.day), \(civil.year) at \(hour12):\(minute < 10 ? "0" : "")\(minute)\u{202F}\(hour < 12 ? "AM" : "PM")"
    }

    private static func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0, minute: Int = 0) -> Date {
        let days = CivilDate(year: year, month: month, day: day).daysSince1970
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3_600 + minute * 60))
    }
}
