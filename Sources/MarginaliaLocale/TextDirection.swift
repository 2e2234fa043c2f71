/// Which way a language's lines run, as HTML's `dir` attribute names it.
public enum TextDirection: String, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    /// The direction of text in the language a BCP 47 tag names, by Unicode CLDR's data (taken by
    /// `scripts/cldr-extract` from every main locale and from `scriptMetadata.txt`, so that a
    /// theme's pack for Persian, Urdu or Yiddish runs right to left with no Swift change):
    /// - a script subtag decides when CLDR gives that script a direction: "ar-Latn" (Arabic in
    ///   Latin letters) runs left to right, "sr-Arab" and "pa-Arab" right to left;
    /// - else the language with its region, then the language alone: "ar", "ar-EG", "he", "fa",
    ///   "ur" right to left; "en", "de-AT" left to right;
    /// - a language CLDR does not know, or text that is no tag at all, runs left to right.
    ///
    /// A language whose usual script depends on the region ("pa-PK", "sd-IN") follows the
    /// language's own usual script unless the tag names the script ("pa-Arab-PK").
    /// Subtags are separated by "-" or "_" and compared without regard to ASCII case.
    public init(languageTag tag: String) {
        let parts = LanguageTagParts(tag)
        if let script = parts.script {
            if CLDRData.rightToLeftScripts.contains(script) {
                self = .rightToLeft
                return
            }
            if CLDRData.leftToRightScripts.contains(script) {
                self = .leftToRight
                return
            }
        }
        let keys = (parts.region.map { [parts.language + "_" + $0] } ?? []) + [parts.language]
        self = keys.lazy.compactMap { CLDRData.localeDirections[$0] }.first ?? .leftToRight
    }
}

/// The language, script and region of a language tag, spelt as CLDR's locale ids spell them
/// ("ar", "Arab", "EG"); extended language subtags are skipped, and anything after the region
/// (variants, extensions) is not read.
private struct LanguageTagParts {
    let language: String
    let script: String?
    let region: String?

    init(_ tag: String) {
        let subtags = tag.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        language = subtags.first.map { Self.asciiCased(String($0), upperFirst: false, upperRest: false) } ?? ""
        var rest = subtags.dropFirst()
        var extendedLanguages = 0
        while let next = rest.first, extendedLanguages < 3, next.utf8.count == 3, Self.isLetters(next) {
            rest = rest.dropFirst()
            extendedLanguages += 1
        }
        if let next = rest.first, next.utf8.count == 4, Self.isLetters(next) {
            script = Self.asciiCased(String(next), upperFirst: true, upperRest: false)
            rest = rest.dropFirst()
        } else {
            script = nil
        }
        if let next = rest.first,
            (next.utf8.count == 2 && Self.isLetters(next))
                || (next.utf8.count == 3 && next.utf8.allSatisfy(Self.isDigit))
        {
            region = Self.asciiCased(String(next), upperFirst: true, upperRest: true)
        } else {
            region = nil
        }
    }

    private static func isLetters(_ subtag: Substring) -> Bool {
        subtag.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The subtag with its ASCII letters in the case asked for; other characters unchanged.
    private static func asciiCased(_ subtag: String, upperFirst: Bool, upperRest: Bool) -> String {
        var bytes = Array(subtag.utf8)
        for index in bytes.indices where (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index] | 0x20) {
            let upper = index == bytes.startIndex ? upperFirst : upperRest
            bytes[index] = upper ? bytes[index] & ~0x20 : bytes[index] | 0x20
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
