import Foundation
import Synchronization

/// A language's absolute date written as Foundation writes it, from two parts Foundation writes
/// far less often: the date ("21 нояб. 2026 г."), kept per local day, and the time of day
/// ("12:00"), kept per minute of the day, joined by the words between and around them
/// (", " or " à ").
///
/// Comments that share a day share its text, so a build formats one date part per day and at
/// most 1,440 time parts instead of one whole date per comment.
final class JoinedDateParts: Sendable {
    /// Foundation's style for the whole text, which writes dates outside the offsets' span.
    let whole: Date.FormatStyle
    private let dateStyle: Date.FormatStyle
    private let timeStyle: Date.FormatStyle
    private let offsets: ZoneOffsets
    private let joint: Joint
    /// The parts written so far: date parts by day since 1970 and time parts by minute of the
    /// day, both in local time.
    private let written = Mutex<(days: [Int: String], minutes: [Int: String])>(([:], [:]))

    /// Where the parts go in the whole text: `before` date `between` time `after`, or with the
    /// time first.
    private struct Joint: Sendable {
        let dateFirst: Bool
        let before: String
        let between: String
        let after: String

        func join(date: String, time: String) -> String {
            dateFirst ? before + date + between + time + after : before + time + between + date + after
        }
    }

    /// The parts of `whole` (written by `dateStyle` and `timeStyle`, of the same language and
    /// zone), found in `sample`'s text; `nil` when the whole text of that date does not hold its
    /// two parts once each, or when joining them does not give the whole text for every one of
    /// `probes`.
    init?(
        whole: Date.FormatStyle, dateStyle: Date.FormatStyle, timeStyle: Date.FormatStyle, offsets: ZoneOffsets,
        sample: Date, probes: [Date]
    ) {
        guard
            let joint = Self.joint(whole.format(sample), date: dateStyle.format(sample), time: timeStyle.format(sample))
        else { return nil }
        guard
            probes.allSatisfy({ joint.join(date: dateStyle.format($0), time: timeStyle.format($0)) == whole.format($0) }
            )
        else { return nil }
        self.whole = whole
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
        self.offsets = offsets
        self.joint = joint
    }

    /// The date's whole text, `nil` outside the offsets' span.
    func string(from date: Date) -> String? {
        let second = Int(date.timeIntervalSince1970.rounded(.down))
        guard let offset = offsets.offset(at: second) else { return nil }
        let local = second + offset
        // Whole days since 1970 rounded down, and the minute within the day.
        let day = local >= 0 ? local / 86_400 : -((-local - 1) / 86_400) - 1
        let minute = (local - day * 86_400) / 60
        let known = written.withLock { ($0.days[day], $0.minutes[minute]) }
        let dateText = known.0 ?? dateStyle.format(date)
        let timeText = known.1 ?? timeStyle.format(date)
        if known.0 == nil || known.1 == nil {
            written.withLock {
                $0.days[day] = dateText
                $0.minutes[minute] = timeText
            }
        }
        return joint.join(date: dateText, time: timeText)
    }

    /// How `date` and `time` sit in `whole`, each found once and apart; `nil` otherwise.
    private static func joint(_ whole: String, date: String, time: String) -> Joint? {
        guard !date.isEmpty, !time.isEmpty, let dateRange = onlyRange(of: date, in: whole),
            let timeRange = onlyRange(of: time, in: whole)
        else { return nil }
        if dateRange.upperBound <= timeRange.lowerBound {
            return Joint(
                dateFirst: true, before: String(whole[..<dateRange.lowerBound]),
                between: String(whole[dateRange.upperBound..<timeRange.lowerBound]),
                after: String(whole[timeRange.upperBound...]))
        }
        guard timeRange.upperBound <= dateRange.lowerBound else { return nil }
        return Joint(
            dateFirst: false, before: String(whole[..<timeRange.lowerBound]),
            between: String(whole[timeRange.upperBound..<dateRange.lowerBound]),
            after: String(whole[dateRange.upperBound...]))
    }

    /// The range of `part` in `whole` when it occurs there exactly once.
    private static func onlyRange(of part: String, in whole: String) -> Range<String.Index>? {
        guard let first = whole.firstRange(of: part), whole[first.upperBound...].firstRange(of: part) == nil else {
            return nil
        }
        return first
    }
}
