/// A language's cardinal plural rules: which `PluralCategory` a count takes ("1 reply",
/// "2 replies"; Russian "1 ответ", "2 ответа", "5 ответов").
public struct PluralRules: Sendable {
    /// The categories the language uses, in CLDR's order; `other` is always last.
    public let categories: [PluralCategory]
    /// The conditions as given, in CLDR's syntax, by category (`other` has none): for a port of
    /// the same choice to another language, such as the browser's refresh script.
    public let conditionTexts: [PluralCategory: String]
    /// The parsed conditions of every category but `other`, in CLDR's order.
    private let conditions: [(category: PluralCategory, condition: PluralCondition)]

    /// Rules from conditions in CLDR's syntax (without the `@integer`/`@decimal` samples), such
    /// as `[.one: "i = 1 and v = 0"]`. `other` may be left out or given as ""; it is what no other
    /// category matches.
    public init(conditions source: [PluralCategory: String]) throws(PluralRuleError) {
        var conditions: [(category: PluralCategory, condition: PluralCondition)] = []
        for category in PluralCategory.allCases {
            guard let text = source[category] else { continue }
            if category == .other {
                guard text.allSatisfy({ $0 == " " }) else {
                    throw PluralRuleError(category: .other, condition: text, column: 1, reason: .conditionForOther)
                }
                continue
            }
            var parser = try PluralRuleParser(category: category, condition: text)
            conditions.append((category, try parser.parseCondition()))
        }
        self.conditions = conditions
        categories = conditions.map(\.category) + [.other]
        conditionTexts = source.filter { $0.key != .other }
    }

    /// The rules of a shipped language (`CLDR.languages`), found as `CLDR.language(matching:)`
    /// finds it: "de-AT" gives German's, "pt-BR" Portuguese's; nil for a language not shipped.
    public static func forLanguage(_ tag: String) -> PluralRules? {
        // A shipped tag as it is ("de", as `RelativeTimePhrases` holds it) is found at once: the
        // relative dates ask for every comment.
        shipped[tag] ?? CLDR.language(matching: tag).flatMap { shipped[$0] }
    }

    /// The category of a whole number (its sign ignored).
    public func category(for integer: Int) -> PluralCategory {
        category(for: PluralOperands(integer))
    }

    /// The category of a decimal as it is shown: "1" and "1.0" can differ (English: "1 star",
    /// "1.0 stars").
    public func category(forDecimal text: String) throws(PluralOperandsError) -> PluralCategory {
        category(for: try PluralOperands(decimal: text))
    }

    /// The first category, in CLDR's order, whose condition holds; `other` when none does.
    public func category(for operands: PluralOperands) -> PluralCategory {
        conditions.first { $0.condition.matches(operands) }?.category ?? .other
    }

    /// Every shipped language's rules, parsed once. A generated condition that failed to parse
    /// would leave its language out, and `MarginaliaLocaleTests` would fail on it.
    private static let shipped: [String: PluralRules] = {
        var rules: [String: PluralRules] = [:]
        for record in CLDRData.records {
            var source: [PluralCategory: String] = [:]
            for rule in record.pluralRules {
                source[rule.category] = rule.condition
            }
            rules[record.tag] = try? PluralRules(conditions: source)
        }
        return rules
    }()
}
