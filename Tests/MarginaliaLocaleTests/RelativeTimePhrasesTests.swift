import MarginaliaLocale
import Testing

@Suite("Relative-time phrases")
struct RelativeTimePhrasesTests {
    /// Values read by hand in CLDR 48.2's common/main files.
    @Test(
        "phrases are CLDR's, verbatim",
        arguments: [
            ("ru", RelativeTimeUnit.minute, PluralCategory.few, "{0} минуты назад"),
            ("ru", .year, .many, "{0} лет назад"),
            ("en", .minute, .other, "{0} minutes ago"),
            ("de", .day, .one, "vor {0} Tag"),
            ("fr", .hour, .other, "il y a {0} heures"),
            ("pt-BR", .month, .one, "há {0} mês"),
            ("ar", .minute, .two, "قبل دقيقتين"),
            ("ar", .day, .many, "قبل {0} يومًا"),
            ("ja", .week, .other, "{0} 週間前"),
            ("zh-Hans", .hour, .other, "{0}小时前"),
            ("pl", .minute, .many, "{0} minut temu"),
            ("he", .year, .two, "לפני שנתיים"),
        ]
    )
    func pastPatterns(language: String, unit: RelativeTimeUnit, category: PluralCategory, pattern: String) throws {
        let phrases = try #require(RelativeTimePhrases(language: language))
        #expect(phrases.past(unit, category: category) == pattern)
    }

    @Test(
        "yesterday and now are CLDR's day -1 and second 0",
        arguments: [
            ("en", "yesterday", "now"), ("ru", "вчера", "сейчас"), ("ar", "أمس", "الآن"), ("ja", "昨日", "今"),
            ("de", "gestern", "jetzt"), ("zh-Hans", "昨天", "现在"), ("ko", "어제", "지금"),
        ]
    )
    func yesterdayAndNow(language: String, yesterday: String, now: String) throws {
        let phrases = try #require(RelativeTimePhrases(language: language))
        #expect(phrases.yesterday == yesterday)
        #expect(phrases.now == now)
    }

    @Test("every shipped language has a pattern for every unit and every category it uses, and no other")
    func noHoles() throws {
        for language in CLDR.languages {
            let phrases = try #require(RelativeTimePhrases(language: language))
            let rules = try #require(PluralRules.forLanguage(language))
            #expect(phrases.pastPatterns.keys.count == RelativeTimeUnit.allCases.count, "\(language)")
            for unit in RelativeTimeUnit.allCases {
                #expect(phrases.pastPatterns[unit].map { Set($0.keys) } == Set(rules.categories), "\(language) \(unit)")
                for category in rules.categories {
                    let pattern = try #require(
                        phrases.past(unit, category: category), "\(language) \(unit) \(category)")
                    #expect(!pattern.isEmpty && !pattern.hasPrefix("-{0}"), "\(language) \(unit) \(category)")
                }
            }
            #expect(!phrases.yesterday.isEmpty && !phrases.now.isEmpty, "\(language)")
        }
    }

    @Test("a count picks its category's pattern and fills it in")
    func pastWithCount() throws {
        let russian = try #require(RelativeTimePhrases(language: "ru"))
        #expect(russian.past(.minute, count: 1) == "1 минуту назад")
        #expect(russian.past(.minute, count: 3) == "3 минуты назад")
        #expect(russian.past(.minute, count: 11) == "11 минут назад")
        #expect(russian.past(.minute, count: 21) == "21 минуту назад")
        let arabic = try #require(RelativeTimePhrases(language: "ar"))
        #expect(arabic.past(.minute, count: 2) == "قبل دقيقتين")
        #expect(arabic.past(.minute, count: 11, formattedCount: "١١") == "قبل ١١ دقيقة")
        let french = try #require(RelativeTimePhrases(language: "fr"))
        #expect(french.past(.day, count: 0) == "il y a 0 jour")
        #expect(french.past(.day, count: 1_000_000, formattedCount: "1 000 000") == "il y a 1 000 000 jours")
    }

    @Test("a regional tag falls back to its language; an unshipped language has no phrases")
    func fallback() throws {
        #expect(RelativeTimePhrases(language: "de-AT")?.language == "de")
        #expect(RelativeTimePhrases(language: "pt_br")?.language == "pt-BR")
        #expect(RelativeTimePhrases(language: "zh-Hans-CN")?.language == "zh-Hans")
        #expect(RelativeTimePhrases(language: "pt-PT") == nil)
        #expect(RelativeTimePhrases(language: "zh-Hant") == nil)
        #expect(RelativeTimePhrases(language: "") == nil)
        #expect(RelativeTimePhrases(language: "--") == nil)
        #expect(CLDR.release.hasPrefix("48"))
    }
}
