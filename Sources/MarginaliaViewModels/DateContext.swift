import Foundation
import MarginaliaDates
import MarginaliaModels

/// What every view model needs to show dates: the build's one reference date, the site's time
/// zone and the page's language, whose words (`phrases`) also write relative dates. Made once per
/// build and language, so no formatter is built per item.
public struct DateContext: Sendable, Equatable {
    /// One object for the build and language: every comment cell keeps a copy of the context,
    /// and copying one reference retains once (the words and the zone's offsets are several).
    private final class Storage: Sendable {
        let now: Date
        let absoluteStyle: AbsoluteDateStyle
        let language: String
        let phrases: Phrasebook

        init(now: Date, absoluteStyle: AbsoluteDateStyle, language: String, phrases: Phrasebook) {
            self.now = now
            self.absoluteStyle = absoluteStyle
            self.language = language
            self.phrases = phrases
        }
    }

    private let storage: Storage

    /// The reference date for relative dates ("now" for the whole build).
    public var now: Date { storage.now }
    /// The style for readable absolute dates, in the site's time zone.
    var absoluteStyle: AbsoluteDateStyle { storage.absoluteStyle }
    /// The page's language as a BCP 47 tag ("de-AT"): the site's, or a post's own. Pages, feeds
    /// and structured data declare it; absolute dates follow its locale.
    public var language: String { storage.language }
    /// The words of the page's language: relative dates, and every other word of the view models
    /// that show dates.
    public var phrases: Phrasebook { storage.phrases }

    /// - Parameters:
    ///   - now: the reference date.
    ///   - timeZone: the site's time zone; UTC when unknown.
    ///   - language: the page's language tag, for absolute dates; the pack's own tag when `nil`.
    ///   - phrases: the language pack of the page's language.
    public init(now: Date, timeZone: TimeZone = .gmt, language: String? = nil, phrases: Phrasebook) {
        let language = language ?? phrases.language
        storage = Storage(
            now: now, absoluteStyle: AbsoluteDateStyle(locale: Locale(identifier: language), timeZone: timeZone),
            language: language, phrases: phrases)
    }

    public static func == (lhs: DateContext, rhs: DateContext) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.now == rhs.now && lhs.absoluteStyle == rhs.absoluteStyle && lhs.language == rhs.language
                && lhs.phrases == rhs.phrases)
    }
}

extension DateContext {
    /// "5 minutes ago", against `now`, in the page's language.
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
