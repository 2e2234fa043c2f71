import Foundation
import MarginaliaModels
import Testing

/// The hand-written conversions must give what Foundation gives, which they replace on the
/// common path only.
@Suite("ISO 8601 text and dates")
struct ISO8601TextTests {
    @Test(
        "reading a timestamp gives Foundation's date, or nil where the strict check says no",
        arguments: [
            "2026-11-20T10:00:00Z", "2024-02-29T23:59:59Z", "2000-02-29T00:00:00Z", "1600-01-01T00:00:00Z",
            "1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "9999-12-31T23:59:59Z", "1599-12-31T23:59:59Z",
            "0001-01-01T00:00:00Z", "2026-11-20T10:00:00.5Z", "2026-11-20T10:00:00.123456Z",
            "2026-11-20T10:00:00+05:30", "2026-11-20T10:00:00-00:00", "2026-11-20T10:00:00.25+01:00",
        ])
    func readsLikeFoundation(text: String) throws {
        let expected = try Date(text, strategy: .iso8601)
        #expect(ISO8601Text.date(from: text) == expected)
    }

    @Test(
        "impossible or malformed timestamps are rejected",
        arguments: [
            "2026-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-02-30T10:00:00Z", "2026-04-31T10:00:00Z",
            "2026-13-01T00:00:00Z", "2026-00-01T00:00:00Z", "2026-11-00T00:00:00Z", "2026-11-20T24:00:00Z",
            "2026-11-20T10:60:00Z", "2026-11-20T10:00:60Z", "2026-11-20T10:00:00", "2026-11-20 10:00:00Z",
            "2026-11-20T1a:00:00Z", "+026-11-20T10:00:00Z", "2026-11-20T10:00:00.Z", "", "yesterday",
        ])
    func rejects(text: String) {
        #expect(ISO8601Text.date(from: text) == nil)
    }

    @Test(
        "writing a timestamp gives Foundation's text, seconds rounded down",
        arguments: [
            0.0, -0.25, -1.5, 0.999, 1_000_000_000.999_999_9, 1_795_168_800, 951_782_400, -11_676_096_000,
            -11_676_096_001, 253_402_300_799, 253_402_300_800, -62_135_596_800,
        ])
    func writesLikeFoundation(secondsSince1970: Double) {
        let date = Date(timeIntervalSince1970: secondsSince1970)
        #expect(ISO8601Text.string(from: date) == Date.ISO8601FormatStyle(timeZone: .gmt).format(date))
    }

    @Test("writing and reading agree with Foundation over four centuries of days")
    func roundTripsOverCenturies() {
        let style = Date.ISO8601FormatStyle(timeZone: .gmt)
        var mismatches: [String] = []
        // A day and a few hours apart, from 1601 to 2400: every month length and leap rule.
        for step in stride(from: -11_644_473_600.0, to: 13_569_465_600, by: 86_400 * 29 + 3_607) {
            let date = Date(timeIntervalSince1970: step)
            let text = ISO8601Text.string(from: date)
            if text != style.format(date) || ISO8601Text.date(from: text) != date { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty)
    }

    @Test(
        "date and time fields: digits and punctuation here, ranges by the caller",
        arguments: [
            ("2026-11-20 10:05:59", true, true), ("2026-11-20 23:59:60", true, false),
            ("2026-02-30 10:00:00", true, false),
            ("2026-11-20T10:05:59", false, false), ("2026-11-2 10:05:59", false, false),
            ("2026-11-20 10:05:5", false, false),
        ])
    func fields(text: String, parses: Bool, inRange: Bool) {
        var text = text
        let fields = text.withUTF8 { DateTimeFields($0, separator: { $0 == UInt8(ascii: " ") }) }
        #expect((fields != nil) == parses)
        #expect((fields?.isInRange() ?? false) == inRange)
    }

    @Test func aLeapSecondIsInRangeOnlyWhenTheCallerAllowsIt() throws {
        var text = "2016-12-31 23:59:60"
        let fields = try #require(text.withUTF8 { DateTimeFields($0, separator: { $0 == UInt8(ascii: " ") }) })
        #expect(fields.isInRange(secondLimit: 61))
        #expect(fields.secondsSince1970 == 1_483_228_800)
    }
}
