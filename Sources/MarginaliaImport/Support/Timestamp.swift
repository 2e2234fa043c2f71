import Foundation
import MarginaliaModels
import MarginaliaText

/// Reads the dates of exports and writes the dates of fixtures, quickly and without a formatter
/// object: an import reads and writes one per comment.
enum Timestamp {
    /// An ISO 8601 date (Disqus): `2013-10-10T19:20:29Z`, with fractions and offsets accepted,
    /// impossible dates (February 30th) rejected as the content check rejects them.
    static func iso8601(_ text: String) -> Date? {
        if text.utf8.count == 20, text.hasSuffix("Z"), let date = fixed(text, separator: UInt8(ascii: "T")) {
            return date
        }
        guard ISO8601Text.isValid(text) else { return nil }
        return try? Date(text, strategy: .iso8601)
    }

    /// A WordPress database date, `2014-01-14 17:31:03`, read as UTC. WordPress writes
    /// `0000-00-00 00:00:00` for "no date", which gives `nil`.
    static func wordpress(_ text: String) -> Date? {
        guard text.utf8.count == 19 else { return nil }
        return fixed(text, separator: UInt8(ascii: " "))
    }

    /// `2013-10-10T19:20:29Z`; milliseconds are added only when the date has them.
    static func string(from date: Date) -> String {
        let interval = date.timeIntervalSince1970
        var seconds = Int(interval.rounded(.down))
        var milliseconds = Int(((interval - Double(seconds)) * 1000).rounded())
        if milliseconds == 1000 {
            seconds += 1
            milliseconds = 0
        }
        let (date, secondOfDay) = CivilDate.dateAndSecondOfDay(secondsSince1970: seconds)
        var text =
            "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))T\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
        if milliseconds > 0 { text += "." + pad(milliseconds, 3) }
        return text + "Z"
    }

    /// `YYYY-MM-DD?HH:MM:SS` with `separator` at `?`, as UTC; a leap second rolls over.
    private static func fixed(_ text: String, separator: UInt8) -> Date? {
        var text = text
        return text.withUTF8 { bytes in
            guard let fields = DateTimeFields(bytes, separator: { $0 == separator }), fields.year > 0,
                fields.isInRange(secondLimit: 61)
            else { return nil }
            return Date(timeIntervalSince1970: TimeInterval(fields.secondsSince1970))
        }
    }

    private static func pad(_ value: Int, _ length: Int) -> String {
        String(value).zeroPadded(to: length)
    }
}
