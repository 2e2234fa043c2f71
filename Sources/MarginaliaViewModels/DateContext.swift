import Foundation
import MarginaliaDates
import MarginaliaModels

/// What every view model needs to show dates: the build's one reference date, the site's time
/// zone and its language, whose words (`phrases`) also write relative dates. Made once per build,
/// so no formatter is built per item.
public struct DateContext: Sendable, Equatable {
    /// The reference date for relative dates ("now" for the whole build).
    public let now: Date
    /// The style for readable absolute dates, in the site's time zone.
    let absoluteStyle: AbsoluteDateStyle
    /// The site's language: relative dates, and every other word of the view models that show dates.
    public let phrases: Phrasebook

    /// - Parameters:
    ///   - now: the reference date.
    ///   - timeZone: the site's time zone; UTC when unknown.
    ///   - locale: the site's language, for absolute dates.
    ///   - phrases: the site's language pack.
    public init(now: Date, timeZone: TimeZone = .gmt, locale: Locale = Locale(identifier: "en"), phrases: Phrasebook) {
        self.now = now
        self.absoluteStyle = AbsoluteDateStyle(locale: locale, timeZone: timeZone)
        self.phrases = phrases
    }
}

extension DateContext {
    /// "5 minutes ago", against `now`, in the site's language.
    public func relative(_ date: Date) -> String {
        phrases.relative(date, now: now)
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
