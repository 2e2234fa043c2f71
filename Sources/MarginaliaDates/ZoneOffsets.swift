import Foundation

/// A time zone's offsets from UTC over a span of years, read from the zone once: the offset at
/// any moment of the span is then a binary search, with no Foundation call.
struct ZoneOffsets: Sendable, Equatable {
    /// The moments the table answers for, in seconds since 1970.
    let span: Range<Int>
    /// The offset in seconds at the start of the span.
    let initial: Int
    /// When the offset changes, in seconds since 1970, ascending (empty for a fixed offset).
    let changes: [Int]
    /// The offset from each change on.
    let laterOffsets: [Int]

    /// A zone whose offset never changes.
    init(fixed offset: Int, span: Range<Int>) {
        self.span = span
        initial = offset
        changes = []
        laterOffsets = []
    }

    /// The offsets of `timeZone` over `span`, from its transitions (daylight saving time and
    /// changes of its standard time alike).
    init(_ timeZone: TimeZone, span: Range<Int>) {
        self.span = span
        initial = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(span.lowerBound)))
        var changes: [Int] = []
        var offsets: [Int] = []
        var moment = Date(timeIntervalSince1970: TimeInterval(span.lowerBound))
        while let next = timeZone.nextDaylightSavingTimeTransition(after: moment),
            next.timeIntervalSince1970 < TimeInterval(span.upperBound), next > moment
        {
            let offset = timeZone.secondsFromGMT(for: next)
            if offset != offsets.last ?? initial {
                changes.append(Int(next.timeIntervalSince1970.rounded(.up)))
                offsets.append(offset)
            }
            moment = next
        }
        self.changes = changes
        laterOffsets = offsets
    }

    /// The offset at `seconds` since 1970, `nil` outside the span.
    func offset(at seconds: Int) -> Int? {
        guard span.contains(seconds) else { return nil }
        var low = 0
        var high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle] <= seconds { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initial : laterOffsets[low - 1]
    }
}
