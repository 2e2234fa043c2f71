/// One bucket of the relative-date table: ages below `below` seconds (or any age, for the last
/// rule) are shown as `one` (a count of 1, or a bucket without a count) or else in the form of the
/// count's CLDR plural category (`forms`, falling back to `other`), with `{n}` = age ÷ `unit`.
///
/// The table is data so that the browser-side refresh script can be given the very same buckets
/// (the generator writes it out as JSON) instead of a second hand-written copy.
public struct RelativeDateRule: Sendable, Equatable, Codable {
    /// The exclusive upper bound of the bucket in seconds; `nil` for the last, open bucket.
    public let below: Int?
    /// The size of one counted unit in seconds (60 for minutes); 1 for buckets without a count.
    public let unit: Int
    /// The text when the count is 1 (or the only text, for buckets without a count).
    public let one: String
    /// The text for other counts; `{n}` stands for the count.
    public let other: String
    /// The text for counts other than 1 by the name of their CLDR plural category ("few",
    /// "many"), for the categories besides `other` that such counts take in the language (Russian
    /// "{n} минуты назад" for "few"); `nil` when every such count takes `other` (English).
    public let forms: [String: String]?

    public init(below: Int?, unit: Int = 1, one: String, other: String? = nil, forms: [String: String]? = nil) {
        self.below = below
        self.unit = unit
        self.one = one
        self.other = other ?? one
        self.forms = forms
    }
}

extension RelativeDateRule {
    /// The form of `category` (`other` when the rule has none for it) with every `{n}` replaced
    /// by `count`.
    func text(count: Int, category: String) -> String {
        let number = String(count)
        var other = forms?[category] ?? other
        return other.withUTF8 { bytes in
            var text = ""
            var start = 0
            var index = 0
            while index + 2 < bytes.count {
                guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "n"),
                    bytes[index + 2] == UInt8(ascii: "}")
                else {
                    index += 1
                    continue
                }
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self) + number
                index += 3
                start = index
            }
            return text + String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }
}

extension RelativeDateRule {
    private static let minute = 60
    private static let hour = 60 * minute
    private static let day = 24 * hour

    /// Marginalia's buckets: "just now", minutes, hours, "yesterday", days, whole weeks,
    /// months of 30 days, years of 365 days. Ages in the future count as "just now".
    public static let standard: [RelativeDateRule] = [
        RelativeDateRule(below: minute, one: "just now"),
        RelativeDateRule(below: hour, unit: minute, one: "1 minute ago", other: "{n} minutes ago"),
        RelativeDateRule(below: day, unit: hour, one: "1 hour ago", other: "{n} hours ago"),
        RelativeDateRule(below: 2 * day, one: "yesterday"),
        RelativeDateRule(below: 7 * day, unit: day, one: "1 day ago", other: "{n} days ago"),
        RelativeDateRule(below: 30 * day, unit: 7 * day, one: "1 week ago", other: "{n} weeks ago"),
        RelativeDateRule(below: 365 * day, unit: 30 * day, one: "1 month ago", other: "{n} months ago"),
        RelativeDateRule(below: nil, unit: 365 * day, one: "1 year ago", other: "{n} years ago"),
    ]
}
