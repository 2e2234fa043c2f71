import Foundation
import MarginaliaModels
import Synchronization

/// The readable absolute date of the site's language and time zone ("Nov 21, 2026 at 12:00 PM"),
/// written by Foundation's `Date.FormatStyle`.
///
/// Every comment shows one, so they are on a large build's hot path. For English, in any zone,
/// the text is put together from civil-date fields of the local time instead (the zone's offsets
/// read once, see `ZoneOffsets`), but only if, when the style is made, that gives Foundation's
/// text for every probe date (all twelve months, midnight, noon, a second before a minute ends,
/// the ends of the range, and either side of every change of the zone's offset). Any other
/// language joins Foundation's date and time of day, each written once per day or minute of the
/// day (`JoinedDateParts`), under the same probes; a language whose text is not so joined uses
/// Foundation for every date.
package struct AbsoluteDateStyle: Sendable, Equatable {
    /// How dates are written.
    private let writer: Writer

    private enum Writer: Sendable, Equatable {
        /// English from civil-date fields, shifted by the zone's offset. Holds no Foundation
        /// value, so every view model that keeps a copy (each comment cell does) copies it without
        /// retaining objects that all threads share (in UTC, none at all); `language` and `zone`
        /// make Foundation's style for dates outside the offsets' span.
        case englishFields(language: String, zone: String, offsets: ZoneOffsets)
        /// Foundation's date and time parts, joined (one object, so a copy retains one).
        case joinedParts(JoinedDateParts)
        /// Foundation's style for every date.
        case foundation(Date.FormatStyle)

        static func == (lhs: Writer, rhs: Writer) -> Bool {
            switch (lhs, rhs) {
            case (.englishFields(let a, let b, let c), .englishFields(let d, let e, let f)): a == d && b == e && c == f
            case (.joinedParts(let parts), .joinedParts(let other)): parts === other
            case (.foundation(let style), .foundation(let other)): style == other
            default: false
            }
        }
    }

    package init(locale: Locale, timeZone: TimeZone) {
        let key = locale.identifier + " " + timeZone.identifier
        if let known = Self.madeStyles.withLock({ $0[key] }) {
            writer = known
            return
        }
        writer = Self.writer(locale: locale, timeZone: timeZone)
        Self.madeStyles.withLock { $0[key] = writer }
    }

    /// The writers made so far in this process, by language and zone: checking one against
    /// Foundation takes a few hundred dates, and `serve` makes a style for every rebuild.
    private static let madeStyles = Mutex<[String: Writer]>([:])

    private static func writer(locale: Locale, timeZone: TimeZone) -> Writer {
        let style = foundationStyle(locale: locale, timeZone: timeZone)
        let utc = timeZone.secondsFromGMT() == 0 && ["GMT", "UTC"].contains(timeZone.identifier)
        let offsets =
            utc
            ? ZoneOffsets(fixed: 0, span: seconds(fieldRange.lowerBound)..<seconds(fieldRange.upperBound))
            : ZoneOffsets(timeZone, span: seconds(zoneSpan.lowerBound)..<seconds(zoneSpan.upperBound))
        let probes =
            probeDates.filter { offsets.offset(at: seconds($0)) != nil }
            + offsets.changes.flatMap { [$0 - 1, $0].map { Date(timeIntervalSince1970: TimeInterval($0)) } }
        if probes.allSatisfy({ englishText($0, offsets: offsets) == style.format($0) }) {
            return .englishFields(language: locale.identifier, zone: timeZone.identifier, offsets: offsets)
        }
        let sample = date(2026, 11, 21, hour: 12)
        let parts = JoinedDateParts(
            whole: style, dateStyle: foundationStyle(locale: locale, timeZone: timeZone, time: .omitted),
            timeStyle: foundationStyle(locale: locale, timeZone: timeZone, date: .omitted), offsets: offsets,
            sample: sample, probes: probes)
        return parts.map { .joinedParts($0) } ?? .foundation(style)
    }

    /// Whether `string(from:)` writes fields itself for dates in the offsets' span.
    var writesEnglishFields: Bool {
        if case .englishFields = writer { true } else { false }
    }

    /// Whether `string(from:)` joins Foundation's date and time parts for dates in the offsets'
    /// span.
    var joinsParts: Bool {
        if case .joinedParts = writer { true } else { false }
    }

    /// Foundation's style for this language and time zone.
    var foundationStyle: Date.FormatStyle {
        switch writer {
        case .englishFields(let language, let zone, _):
            Self.foundationStyle(locale: Locale(identifier: language), timeZone: TimeZone(identifier: zone) ?? .gmt)
        case .joinedParts(let parts): parts.whole
        case .foundation(let style): style
        }
    }

    /// The date's text in the style's language and time zone.
    package func string(from date: Date) -> String {
        switch writer {
        case .englishFields(_, _, let offsets):
            if let text = Self.englishText(date, offsets: offsets) { return text }
        case .joinedParts(let parts):
            if let text = parts.string(from: date) { return text }
        case .foundation: break
        }
        return foundationStyle.format(date)
    }

    /// Foundation's style for the language and zone: by default the date and the time of day,
    /// or one of them.
    private static func foundationStyle(
        locale: Locale, timeZone: TimeZone, date: Date.FormatStyle.DateStyle = .abbreviated,
        time: Date.FormatStyle.TimeStyle = .shortened
    ) -> Date.FormatStyle {
        var style = Date.FormatStyle(date: date, time: time, locale: locale, timeZone: timeZone)
        style.calendar = Calendar(identifier: .gregorian)
        return style
    }

    /// The date's English text in local time, `nil` outside the offsets' span.
    private static func englishText(_ date: Date, offsets: ZoneOffsets) -> String? {
        let second = seconds(date)
        return offsets.offset(at: second).map { englishUTCText(secondsSince1970: second + $0) }
    }

    /// The whole second a date falls in.
    private static func seconds(_ date: Date) -> Int {
        Int(date.timeIntervalSince1970.rounded(.down))
    }
}

extension AbsoluteDateStyle {
    /// 1601 to 9999: Foundation's Gregorian calendar is Julian before 1582.
    static let fieldRange = date(1601, 1, 1)..<date(10_000, 1, 1)

    /// Where the offsets of a zone other than UTC are read: outside it, Foundation writes.
    static let zoneSpan = date(1900, 1, 1)..<date(2200, 1, 1)

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
        englishUTCText(secondsSince1970: seconds(date))
    }

    /// The same for a whole second since 1970.
    static func englishUTCText(secondsSince1970 seconds: Int) -> String {
        let (civil, secondOfDay) = CivilDate.dateAndSecondOfDay(secondsSince1970: seconds)
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
