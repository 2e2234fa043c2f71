import Foundation

/// The cardinal rules of `Fixtures/cldr/plurals.xml` (CLDR's `common/supplemental/plurals.xml`,
/// unchanged) with their `@integer` and `@decimal` samples, read here on their own, apart from
/// `scripts/cldr-extract`, so that the samples are an oracle nobody here wrote.
struct CLDRPluralSamples {
    /// One `pluralRule` of one `pluralRules` group.
    struct Rule {
        let category: String
        /// The condition, without its samples.
        let condition: String
        /// The samples, ranges expanded, "…" left out; decimals as written ("1.0", "1.1c6").
        let integerSamples: [String]
        let decimalSamples: [String]
    }

    /// The cardinal groups, by each locale they list.
    let rulesByLocale: [String: [Rule]]

    static func load() throws -> CLDRPluralSamples {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/cldr/plurals.xml")
        return try CLDRPluralSamples(xml: String(contentsOf: file, encoding: .utf8))
    }

    init(xml: String) throws {
        guard let start = xml.range(of: "<plurals type=\"cardinal\">"),
            let end = xml.range(of: "</plurals>", range: start.upperBound..<xml.endIndex)
        else { throw SampleError.missing("<plurals type=\"cardinal\">") }
        var rulesByLocale: [String: [Rule]] = [:]
        for group in Self.elements("pluralRules", in: String(xml[start.upperBound..<end.lowerBound])) {
            let rules = try Self.elements("pluralRule", in: group.body).map { element in
                guard let category = element.attributes["count"] else { throw SampleError.missing("count") }
                return try Self.rule(category: category, text: element.body)
            }
            for locale in (group.attributes["locales"] ?? "").split(separator: " ") {
                rulesByLocale[String(locale)] = rules
            }
        }
        self.rulesByLocale = rulesByLocale
    }

    enum SampleError: Error {
        case missing(String)
        case unreadableRange(String)
    }

    /// `<name attributes>body</name>` elements, not nested in one another, in document order.
    private static func elements(_ name: String, in text: String) -> [(attributes: [String: String], body: String)] {
        var found: [(attributes: [String: String], body: String)] = []
        var rest = text[...]
        while let open = rest.range(of: "<\(name) "),
            let openEnd = rest.range(of: ">", range: open.upperBound..<rest.endIndex),
            let close = rest.range(of: "</\(name)>", range: openEnd.upperBound..<rest.endIndex)
        {
            var attributes: [String: String] = [:]
            let parts = rest[open.upperBound..<openEnd.lowerBound].split(separator: "\"")
            for index in stride(from: 0, to: parts.count - 1, by: 2) {
                let key = parts[index].trimmingCharacters(in: .whitespaces).dropLast() // the "="
                attributes[String(key)] = String(parts[index + 1])
            }
            found.append((attributes, String(rest[openEnd.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        return found
    }

    private static func rule(category: String, text: String) throws -> Rule {
        let condition = text.components(separatedBy: "@").first ?? ""
        return Rule(
            category: category,
            condition: condition.trimmingCharacters(in: .whitespaces),
            integerSamples: try samples(after: "@integer", in: text),
            decimalSamples: try samples(after: "@decimal", in: text)
        )
    }

    /// The samples after a keyword up to the next "@" or the end, ranges expanded.
    private static func samples(after keyword: String, in text: String) throws -> [String] {
        guard let start = text.range(of: keyword) else { return [] }
        let list = text[start.upperBound...].prefix { $0 != "@" }
        var samples: [String] = []
        for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if item == "…" || item.isEmpty { continue }
            let ends = item.split(separator: "~").map(String.init)
            samples += ends.count == 2 ? try expanded(from: ends[0], to: ends[1]) : [item]
        }
        return samples
    }

    /// "0~15" → 0, 1, …, 15; "0.0~1.5" → 0.0, 0.1, …, 1.5, in steps of the last shown digit,
    /// every sample keeping the number of fraction digits of the range's ends.
    private static func expanded(from lower: String, to upper: String) throws -> [String] {
        let fractionDigits = lower.split(separator: ".").dropFirst().first?.count ?? 0
        guard fractionDigits == (upper.split(separator: ".").dropFirst().first?.count ?? 0),
            let low = Int(lower.replacingOccurrences(of: ".", with: "")),
            let high = Int(upper.replacingOccurrences(of: ".", with: "")), low <= high
        else { throw SampleError.unreadableRange("\(lower)~\(upper)") }
        return (low...high).map { scaled in
            guard fractionDigits > 0 else { return String(scaled) }
            let digits =
                String(repeating: "0", count: max(0, fractionDigits + 1 - String(scaled).count)) + String(scaled)
            return "\(digits.dropLast(fractionDigits)).\(digits.suffix(fractionDigits))"
        }
    }
}
