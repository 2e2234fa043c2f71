import Foundation
import MarginaliaViewModels

/// Fixed dates for tests: the reference "now" and helpers to go back from it. Shared by every test
/// target, so that all of them agree on what "now" is.
package enum TestDates {
    /// 2026-11-21T12:00:00Z
    package static let now = Date(timeIntervalSince1970: 1_795_262_400)

    /// `now`, less the given amounts.
    package static func ago(days: Double = 0, hours: Double = 0, minutes: Double = 0, seconds: Double = 0) -> Date {
        now.addingTimeInterval(-(days * 86_400 + hours * 3_600 + minutes * 60 + seconds))
    }

    /// Dates in UTC against `now`.
    package static let utc = DateContext(now: now, phrases: TestWords.english)

    /// An ISO 8601 date written in a test; a typo stops the test run.
    package static func date(_ iso: String) -> Date {
        try! Date(iso, strategy: .iso8601)
    }
}
