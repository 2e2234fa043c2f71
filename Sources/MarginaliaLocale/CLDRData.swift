/// The data taken from Unicode CLDR by `scripts/cldr-extract`; its records are in
/// `Generated/CLDRRecords.swift`.
enum CLDRData {}

/// What CLDR says about one shipped language.
struct CLDRLanguageRecord: Sendable {
    /// The BCP 47 tag Marginalia ships it under, such as "pt-BR".
    let tag: String
    /// The CLDR locale whose plural rules it uses ("pt" for "pt-BR").
    let pluralRulesLocale: String
    /// The CLDR locale files its phrases came from, most specific first.
    let phraseLocales: [String]
    let pluralRules: [CLDRPluralRule]
    let past: [CLDRPastPattern]
    /// Day, `relative type="-1"`.
    let yesterday: String
    /// Second, `relative type="0"`.
    let now: String
    let numbers: CLDRNumberRecord
}

/// How the language writes whole numbers in Latin digits.
struct CLDRNumberRecord: Sendable {
    let group: String
    let decimal: String
    let minusSign: String
    /// How many digits the first group needs before any grouping happens (2: "1234", "12.345").
    let minimumGroupingDigits: Int
    /// Digits in the group nearest the decimal point.
    let primaryGroupingSize: Int
    /// Digits in every group further left.
    let secondaryGroupingSize: Int
}

/// One category's condition, without CLDR's samples.
struct CLDRPluralRule: Sendable {
    let category: PluralCategory
    let condition: String

    init(_ category: PluralCategory, _ condition: String) {
        self.category = category
        self.condition = condition
    }
}

/// One `relativeTime type="past"` pattern of a unit's long form, such as "{0} minutes ago".
struct CLDRPastPattern: Sendable {
    let unit: RelativeTimeUnit
    let category: PluralCategory
    let pattern: String

    init(_ unit: RelativeTimeUnit, _ category: PluralCategory, _ pattern: String) {
        self.unit = unit
        self.category = category
        self.pattern = pattern
    }
}
