/// The languages whose CLDR data Marginalia carries, and how a language tag finds one of them.
public enum CLDR {
    /// The Unicode CLDR release the data was taken from, such as "48.2".
    public static var release: String { CLDRData.release }

    /// The BCP 47 tags of the shipped languages: en, de, fr, es, pt-BR, it, nl, pl, ru, uk, cs,
    /// tr, ar, he, ja, zh-Hans, ko.
    public static let languages: [String] = CLDRData.records.map(\.tag)

    /// The shipped language a tag falls back to: the tag itself, else the tag with its last
    /// subtag dropped, and so on ("de-AT" → "de"; "zh-Hans-CN" → "zh-Hans"). Subtags are separated
    /// by "-" or "_" and compared without regard to ASCII case ("pt_br" → "pt-BR"). Nil when no
    /// prefix is shipped: "pt-PT" does not become "pt-BR", nor "zh-Hant" "zh-Hans".
    public static func language(matching tag: String) -> String? {
        var subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map(asciiLowercased)
        while !subtags.isEmpty {
            if let match = lowercasedLanguages[subtags.joined(separator: "-")] { return match }
            subtags.removeLast()
        }
        return nil
    }

    /// The record of a shipped language, by its exact tag.
    static func record(_ tag: String) -> CLDRLanguageRecord? {
        CLDRData.records.first { $0.tag == tag }
    }

    private static let lowercasedLanguages: [String: String] = Dictionary(
        uniqueKeysWithValues: languages.map { (asciiLowercased($0), $0) }
    )

    private static func asciiLowercased(_ text: some StringProtocol) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    ("A"..."Z").contains($0) ? Unicode.Scalar(UInt8(truncatingIfNeeded: $0.value + 32)) : $0
                }
            )
        )
    }
}
