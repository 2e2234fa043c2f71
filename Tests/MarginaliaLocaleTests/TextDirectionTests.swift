import MarginaliaLocale
import Testing

/// The direction of a language tag's text, from CLDR 48.2's data: `layout/orientation/characterOrder`
/// of its main locales and the RTL field of `properties/scriptMetadata.txt`.
@Suite("Text direction")
struct TextDirectionTests {
    @Test(
        "languages CLDR writes right to left, shipped or not",
        arguments: ["ar", "he", "fa", "ur", "ps", "yi", "ckb", "dv", "ug", "sd", "ks", "syr"])
    func rightToLeftLanguages(tag: String) {
        #expect(TextDirection(languageTag: tag) == .rightToLeft)
    }

    @Test(
        "languages CLDR writes left to right",
        arguments: ["en", "de", "fr", "ja", "zh-Hans", "ko", "ru", "tr", "pa", "uz", "az", "ms", "mn", "am", "hi"])
    func leftToRightLanguages(tag: String) {
        #expect(TextDirection(languageTag: tag) == .leftToRight)
    }

    @Test(
        "a region keeps the language's direction",
        arguments: [
            ("ar-EG", TextDirection.rightToLeft), ("he-IL", .rightToLeft), ("fa-AF", .rightToLeft),
            ("ar-001", .rightToLeft), ("en-GB", .leftToRight), ("de-AT", .leftToRight), ("ar-XY", .rightToLeft),
        ])
    func regions(tag: String, direction: TextDirection) {
        #expect(TextDirection(languageTag: tag) == direction)
    }

    /// A script subtag CLDR knows decides: Arabic in Latin letters runs left to right, Serbian or
    /// Punjabi in Arabic letters right to left, Kashmiri in Devanagari left to right.
    @Test(
        "a script subtag decides",
        arguments: [
            ("ar-Latn", TextDirection.leftToRight), ("ar-Latn-EG", .leftToRight), ("sr-Arab", .rightToLeft),
            ("pa-Arab", .rightToLeft), ("pa-Arab-PK", .rightToLeft), ("ks-Deva", .leftToRight),
            ("az-Arab", .rightToLeft), ("en-Hebr", .rightToLeft), ("he-Latn", .leftToRight),
            ("ff-Adlm", .rightToLeft), ("mn-Mong", .leftToRight), ("uz-Arab-AF", .rightToLeft),
        ])
    func scripts(tag: String, direction: TextDirection) {
        #expect(TextDirection(languageTag: tag) == direction)
    }

    /// Zyyy (common), Zinh (inherited) and Zzzz (unknown) have no direction in scriptMetadata.txt,
    /// nor has a script it does not list: the language decides.
    @Test(
        "a script without a direction leaves it to the language",
        arguments: [
            ("ar-Zyyy", TextDirection.rightToLeft), ("ar-Zzzz", .rightToLeft), ("he-Qaaa", .rightToLeft),
            ("en-Zinh", .leftToRight),
        ])
    func scriptsWithoutDirection(tag: String, direction: TextDirection) {
        #expect(TextDirection(languageTag: tag) == direction)
    }

    @Test(
        "case, underscores, extended language subtags, variants and extensions",
        arguments: [
            ("AR", TextDirection.rightToLeft), ("Fa_ir", .rightToLeft), ("ar_latn", .leftToRight),
            ("SR-ARAB-RS", .rightToLeft), ("ar-arb", .rightToLeft), ("ar-u-nu-arab", .rightToLeft),
            ("he-IL-x-private", .rightToLeft), ("en-US-posix", .leftToRight), ("ar-aao-Latn", .leftToRight),
        ])
    func spelling(tag: String, direction: TextDirection) {
        #expect(TextDirection(languageTag: tag) == direction)
    }

    @Test(
        "text that names no language CLDR writes right to left is left to right",
        arguments: ["", "-", "x", "xx", "qaa", "12", "-ar", "a r", "ár", "ar\u{0}", "_he", "i-klingon", "x-ar"])
    func anythingElse(tag: String) {
        #expect(TextDirection(languageTag: tag) == .leftToRight)
    }

    @Test("the attribute values are HTML's")
    func rawValues() {
        #expect(TextDirection.rightToLeft.rawValue == "rtl")
        #expect(TextDirection.leftToRight.rawValue == "ltr")
    }
}
