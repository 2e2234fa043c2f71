import Foundation
import MarginaliaDates
import MarginaliaModels

/// What every view model needs to show dates: the build's one reference date and the site's time
/// zone and language. Made once per build, so no formatter is built per item.
public struct DateContext: Sendable, Equatable {
    /// The reference date for relative dates ("now" for the whole build).
    public let now: Date
    /// The style for readable absolute dates, in the site's time zone.
    let absoluteStyle: AbsoluteDateStyle

    /// - Parameters:
    ///   - now: the reference date.
    ///   - timeZone: the site's time zone; UTC when unknown.
    ///   - locale: the site's language.
    public init(now: Date, timeZone: TimeZone = .gmt, locale: Locale = Locale(identifier: "en")) {
        self.now = now
        self.absoluteStyle = AbsoluteDateStyle(locale: locale, timeZone: timeZone)
    }
}

extension DateContext {
    /// "5 minutes ago", against `now`.
    public func relative(_ date: Date) -> String {
        RelativeDate(date, relativeTo: now).text
    }

    /// A readable absolute date in the site's time zone, such as "Nov 21, 2026 at 12:00 PM".
    public func absolute(_ date: Date) -> String {
        absoluteStyle.string(from: date)
    }

    /// The exact timestamp in UTC, such as `2026-11-21T12:00:00Z`.
    public func timestamp(_ date: Date) -> String {
        ISO8601Text.string(from: date)
    }
}
