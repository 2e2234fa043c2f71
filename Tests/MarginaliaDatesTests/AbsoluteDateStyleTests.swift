import Foundation
import Testing

@testable import MarginaliaDates

/// The field-built English text must be Foundation's text, for any date it is used for.
@Suite("Absolute dates")
struct AbsoluteDateStyleTests {
    private static let english = Locale(identifier: "en")

    @Test(arguments: ["UTC", "GMT"])
    func englishInUTCIsWrittenFromFields(zone: String) throws {
        let style = AbsoluteDateStyle(locale: Self.english, timeZone: try #require(TimeZone(identifier: zone)))
        #expect(style.writesEnglishFields)
        #expect(style.string(from: Date(timeIntervalSince1970: 1_795_262_400)) == "Nov 21, 2026 at 12:00\u{202F}PM")
    }

    @Test func fieldsGiveFoundationsTextFrom1601To9999() throws {
        let style = AbsoluteDateStyle(locale: Self.english, timeZone: .gmt)
        let range = AbsoluteDateStyle.fieldRange
        let year2400 = 13_569_465_600.0
        // From 1601 to 2400, one date about every 29 days and 7 hours and a bit, so hours,
        // minutes, weekdays and leap days all vary; to 9999, one about every 400 days; plus
        // fractions of a second on either side of 1970.
        var dates = stride(from: range.lowerBound.timeIntervalSince1970, to: year2400, by: 2_531_083.7)
            .map(Date.init(timeIntervalSince1970:))
        dates += stride(from: year2400, to: range.upperBound.timeIntervalSince1970, by: 34_567_890.1).map(
            Date.init(timeIntervalSince1970:))
        dates += [-0.5, -60.25, 59.75, 86_399.999, 951_782_400].map(Date.init(timeIntervalSince1970:))
        #expect(dates.count > 15_000)
        let mismatches = dates.filter { AbsoluteDateStyle.englishUTCText($0) != style.foundationStyle.format($0) }
        #expect(mismatches.isEmpty, "first: \(mismatches.first.map(style.foundationStyle.format) ?? "")")
    }

    @Test func outsideTheRangeFoundationWrites() throws {
        let style = AbsoluteDateStyle(locale: Self.english, timeZone: .gmt)
        let early = Date(timeIntervalSince1970: -12_000_000_000) // 1589
        #expect(style.string(from: early) == style.foundationStyle.format(early))
    }

    /// The bundled theme's languages (Templates/locales), and two that fall back to them.
    static let otherLanguages = [
        "de", "fr", "es", "pt-BR", "it", "nl", "pl", "ru", "uk", "cs", "tr", "ar", "he", "ja", "zh-Hans", "ko", "en-GB",
        "de-AT",
    ]

    @Test("other languages join Foundation's date and time as Foundation does", arguments: otherLanguages)
    func otherLanguagesJoinFoundationsParts(language: String) throws {
        for zone in ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata"] {
            let style = AbsoluteDateStyle(
                locale: Locale(identifier: language), timeZone: try #require(TimeZone(identifier: zone)))
            #expect(style.joinsParts && !style.writesEnglishFields, "\(zone)")
            // The same date twice (the second time from the parts kept), hours and minutes that
            // vary, the seconds either side of each change of daylight saving time, and 1874,
            // before the span (Foundation writes it whole).
            let dates = Self.datesOverTheZoneSpan + Self.datesOverTheZoneSpan + [Date(timeIntervalSince1970: -3e9)]
            let mismatches = dates.filter { style.string(from: $0) != style.foundationStyle.format($0) }
            #expect(mismatches.isEmpty, "\(zone), first: \(mismatches.first.map(style.foundationStyle.format) ?? "")")
        }
    }

    @Test func partsThatDisagreeOnAProbeAreNotJoined() throws {
        let french = Locale(identifier: "fr")
        func style(_ date: Date.FormatStyle.DateStyle, _ time: Date.FormatStyle.TimeStyle, _ zone: String) throws
            -> Date.FormatStyle
        {
            var style = Date.FormatStyle(
                date: date, time: time, locale: french, timeZone: try #require(TimeZone(identifier: zone)))
            style.calendar = Calendar(identifier: .gregorian)
            return style
        }
        let noon = Date(timeIntervalSince1970: 1_795_262_400)
        let beforeMidnight = Date(timeIntervalSince1970: 1_795_304_700) // 23:45 in UTC, the next day an hour east
        let offsets = ZoneOffsets(fixed: 0, span: 0..<2_000_000_000)
        let whole = try style(.abbreviated, .shortened, "UTC")
        let time = try style(.omitted, .shortened, "UTC")
        for (date, found) in [
            (try style(.abbreviated, .omitted, "UTC"), true), (try style(.abbreviated, .omitted, "Etc/GMT-1"), false),
        ] {
            let parts = JoinedDateParts(
                whole: whole, dateStyle: date, timeStyle: time, offsets: offsets, sample: noon,
                probes: [noon, beforeMidnight])
            #expect((parts != nil) == found)
        }
    }

    /// One date about every 29 days and 7 hours and a bit over the zone span, and one every 13
    /// hours and 7 seconds from 2020 to 2030 (past every change of daylight saving time there).
    private static let datesOverTheZoneSpan: [Date] =
        stride(
            from: AbsoluteDateStyle.zoneSpan.lowerBound.timeIntervalSince1970,
            to: AbsoluteDateStyle.zoneSpan.upperBound.timeIntervalSince1970, by: 2_531_083.7
        ).map(Date.init(timeIntervalSince1970:))
        + stride(from: 1_577_880_000.0, to: 1_893_456_000, by: 3_600 * 13 + 7).map(Date.init(timeIntervalSince1970:))

    /// Zones with daylight saving time, with changes of their standard time, south of the
    /// equator, a half-hour offset, and one that skipped a day.
    @Test(arguments: [
        "Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "Pacific/Apia", "Europe/Moscow",
    ])
    func englishInAnyZoneIsWrittenFromFieldsAsFoundationWritesIt(zone: String) throws {
        let style = AbsoluteDateStyle(locale: Self.english, timeZone: try #require(TimeZone(identifier: zone)))
        #expect(style.writesEnglishFields)
        let span = AbsoluteDateStyle.zoneSpan
        // One date about every 29 days and 7 hours and a bit over the span, so hours, minutes
        // and the seasons all vary, and the seconds on either side of noon on the first of each
        // month from 2020 to 2030 (past every change of daylight saving time in those years).
        var dates = stride(
            from: span.lowerBound.timeIntervalSince1970, to: span.upperBound.timeIntervalSince1970, by: 2_531_083.7
        ).map(Date.init(timeIntervalSince1970:))
        dates += stride(from: 1_577_880_000.0, to: 1_893_456_000, by: 3_600 * 13 + 7).map(
            Date.init(timeIntervalSince1970:))
        let mismatches = dates.filter { style.string(from: $0) != style.foundationStyle.format($0) }
        #expect(mismatches.isEmpty, "first: \(mismatches.first.map(style.foundationStyle.format) ?? "")")
    }

    @Test func outsideTheZonesSpanFoundationWrites() throws {
        let style = AbsoluteDateStyle(
            locale: Self.english, timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        let early = Date(timeIntervalSince1970: -3_000_000_000) // 1874
        #expect(style.string(from: early) == style.foundationStyle.format(early))
        #expect(style.string(from: Date(timeIntervalSince1970: 1_795_262_400)) == "Nov 21, 2026 at 1:00\u{202F}PM")
    }
}
