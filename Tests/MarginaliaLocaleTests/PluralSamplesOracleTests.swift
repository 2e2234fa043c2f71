import Testing

@testable import MarginaliaLocale

/// Every shipped language against the samples CLDR lists for each of its categories.
@Suite("CLDR plural samples")
struct PluralSamplesOracleTests {
    /// The plurals.xml locale whose rules a shipped language uses, written out here rather than
    /// taken from the generated records.
    private static let locales = [
        "en": "en", "de": "de", "fr": "fr", "es": "es", "pt-BR": "pt", "it": "it", "nl": "nl", "pl": "pl",
        "ru": "ru", "uk": "uk", "cs": "cs", "tr": "tr", "ar": "ar", "he": "he", "ja": "ja", "zh-Hans": "zh", "ko": "ko",
    ]

    @Test("the shipped languages are the seventeen of the issue")
    func shippedLanguages() {
        #expect(Set(CLDR.languages) == Set(Self.locales.keys))
    }

    @Test("each sample takes the category CLDR lists it under", arguments: locales.keys.sorted())
    func samplesTakeTheirCategory(language: String) throws {
        let samples = try CLDRPluralSamples.load()
        let rules = try #require(PluralRules.forLanguage(language))
        let locale = try #require(Self.locales[language])
        let cldrRules = try #require(samples.rulesByLocale[locale])
        #expect(rules.categories.map(\.rawValue) == cldrRules.map(\.category))
        var checked = 0
        for rule in cldrRules {
            let category = try #require(PluralCategory(rawValue: rule.category))
            #expect(!rule.integerSamples.isEmpty || !rule.decimalSamples.isEmpty, "\(language) \(category)")
            for sample in rule.integerSamples {
                #expect(try rules.category(forDecimal: sample) == category, "\(language) @integer \(sample)")
                if let integer = Int(sample) {
                    #expect(rules.category(for: integer) == category, "\(language) \(integer) as Int")
                    #expect(rules.category(for: -integer) == category, "\(language) \(-integer) as Int")
                }
            }
            for sample in rule.decimalSamples {
                #expect(try rules.category(forDecimal: sample) == category, "\(language) @decimal \(sample)")
            }
            checked += rule.integerSamples.count + rule.decimalSamples.count
        }
        print("CLDR plural samples: \(language): \(checked) samples checked")
        #expect(checked > 10)
    }

    /// Beyond the shipped languages: every locale's conditions, straight from the file, through
    /// the parser and against the same file's samples. This reaches the operands w, f and t and
    /// rule shapes no shipped language has (Latvian, Icelandic, Macedonian, Filipino, Manx, …).
    @Test("every cardinal rule set of plurals.xml parses and takes its own samples")
    func everyLocaleOfTheFile() throws {
        let samples = try CLDRPluralSamples.load()
        var checked = 0
        for (locale, cldrRules) in samples.rulesByLocale.sorted(by: { $0.key < $1.key }) {
            var conditions: [PluralCategory: String] = [:]
            for rule in cldrRules {
                conditions[try #require(PluralCategory(rawValue: rule.category))] = rule.condition
            }
            let rules = try PluralRules(conditions: conditions)
            for rule in cldrRules {
                for sample in rule.integerSamples + rule.decimalSamples {
                    #expect(try rules.category(forDecimal: sample).rawValue == rule.category, "\(locale) \(sample)")
                    checked += 1
                }
            }
        }
        print(
            "CLDR plural samples: all \(samples.rulesByLocale.count) locales of plurals.xml: \(checked) samples checked"
        )
        #expect(samples.rulesByLocale.count > 200)
    }

    @Test("the generated conditions are the fixture's, for every shipped language")
    func generatedConditionsAreTheFixtures() throws {
        let samples = try CLDRPluralSamples.load()
        for record in CLDRData.records {
            let locale = try #require(Self.locales[record.tag])
            let cldrRules = try #require(samples.rulesByLocale[locale])
            #expect(record.pluralRules.map(\.category.rawValue) == cldrRules.map(\.category), "\(record.tag)")
            #expect(record.pluralRules.map(\.condition) == cldrRules.map(\.condition), "\(record.tag)")
        }
    }

    @Test("the sample reader expands ranges and keeps the shown fraction digits")
    func sampleReader() throws {
        let xml = """
            <plurals type="cardinal"><pluralRules locales="xx yy">
            <pluralRule count="one">n = 1 @integer 1, 3~5 @decimal 0.8~1.1, 0.00~0.02, 1.1c6, …</pluralRule>
            <pluralRule count="other"> @integer 0, 2~3, …</pluralRule></pluralRules></plurals>
            """
        let samples = try CLDRPluralSamples(xml: xml)
        let rules = try #require(samples.rulesByLocale["yy"])
        #expect(rules.map(\.category) == ["one", "other"])
        #expect(rules[0].condition == "n = 1")
        #expect(rules[0].integerSamples == ["1", "3", "4", "5"])
        #expect(rules[0].decimalSamples == ["0.8", "0.9", "1.0", "1.1", "0.00", "0.01", "0.02", "1.1c6"])
        #expect(rules[1].condition == "")
        #expect(rules[1].integerSamples == ["0", "2", "3"])
    }
}
