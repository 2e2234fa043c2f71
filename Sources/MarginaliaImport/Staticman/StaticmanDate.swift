import Foundation

/// The dates Staticman and the themes write in `date`: Staticman's own formats (`iso8601`,
/// `timestamp-seconds`, `timestamp-milliseconds`) and the ones Jekyll and YAML write.
enum StaticmanDate {
    /// Milliseconds are told from seconds by size: a count of seconds this large is past the year 5000.
    static let smallestMilliseconds: Int64 = 100_000_000_000
    /// The last second of 9999, the latest date a fixture can hold.
    static let latestSecond: Int64 = 253_402_300_799

    /// The date, and whether it was a local time read as UTC; `nil` when it cannot be read.
    static func parse(_ text: String) -> (date: Date, isLocalTime: Bool)? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return unix(text).map { ($0, false) }
        }
        if let date = Timestamp.iso8601(text) { return (date, false) }
        let bytes = Array(text.utf8)
        switch bytes.count {
        case 10:
            return Timestamp.wordpress(text + " 00:00:00").map { ($0, true) }
        case 19:
            return Timestamp.wordpress(text).map { ($0, true) }
        default:
            return jekyll(text).map { ($0, false) }
        }
    }

    /// `1588888888` (seconds) or `1588888888888` (milliseconds) since 1970.
    private static func unix(_ digits: String) -> Date? {
        guard let number = Int64(digits) else { return nil }
        let seconds = number >= smallestMilliseconds ? Double(number) / 1000 : Double(number)
        guard seconds <= Double(latestSecond) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// `2020-05-07 12:34:56 +0000` or `2020-05-07 12:34:56.5 -05:00` (Ruby's and YAML's way),
    /// read as the ISO 8601 date it is.
    private static func jekyll(_ text: String) -> Date? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, let sign = parts[2].first, sign == "+" || sign == "-" else { return nil }
        var offset = String(parts[2])
        if offset.utf8.count == 5 { offset.insert(":", at: offset.index(offset.startIndex, offsetBy: 3)) }
        return Timestamp.iso8601("\(parts[0])T\(parts[1])\(offset)")
    }
}
