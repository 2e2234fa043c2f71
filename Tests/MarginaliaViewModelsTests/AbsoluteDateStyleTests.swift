import Foundation
import Testing

@testable import MarginaliaViewModels

/// The field-built English text must be Foundation's text, for any date it is used for.
@Suite("Absolute dates")
struct AbsoluteDateStyleTests {
    private static let english = Locale(identifier: "en")

    @Test(arguments: ["UTC", "GMT"])
    func englishInUTCIsWrittenFromFields(zone: String) throws {
        let style = AbsoluteDateStyle(locale: Self.english, timeZone: try #require(TimeZone(identifier: zone)))
        #expect(style.writesEnglishUTCFields)
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

    @Test(
        "other languages and zones use Foundation",
        arguments: [("de", "UTC"), ("en", "Europe/Berlin"), ("en-GB", "UTC"), ("en", "America/New_York")])
    func otherStylesUseFoundation(language: String, zone: String) throws {
        let style = AbsoluteDateStyle(
            locale: Locale(identifier: language), timeZone: try #require(TimeZone(identifier: zone)))
        #expect(!style.writesEnglishUTCFields)
        let date = Date(timeIntervalSince1970: 1_795_262_400)
        #expect(style.string(from: date) == style.foundationStyle.format(date))
    }
}
