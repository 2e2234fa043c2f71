/// The shape of a language tag as a pack's file name or `site.json` gives it (a simplified BCP 47): a language of
/// two or three ASCII letters, then subtags of one to eight ASCII letters or digits, each after
/// a hyphen ("de", "pt-BR", "zh-Hans", "de-AT"). Whether Marginalia has the language's data is
/// `CLDR.language(matching:)`'s question.
public enum LanguageTag {
    /// Whether `tag` has the shape of a language tag.
    public static func isWellFormed(_ tag: some StringProtocol) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.unicodeScalars.count),
            language.unicodeScalars.allSatisfy(isLetter)
        else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.unicodeScalars.count)
                && subtag.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
