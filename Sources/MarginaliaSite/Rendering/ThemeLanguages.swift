import MarginaliaContent
import MarginaliaLocale
import MarginaliaViewModels

/// A theme's language packs (`locales/<tag>.json`), each checked against every message the site
/// shows (`MessageCatalog.site`) when the theme loads, and the site's language chosen from them.
package struct ThemeLanguages: Sendable {
    /// Each pack by its tag.
    let packs: [String: LanguagePack]
    /// The fingerprint of every pack's file name and bytes.
    let fingerprint: Fingerprint

    init(packs: [String: LanguagePack], fingerprint: Fingerprint = Fingerprint()) {
        self.packs = packs
        self.fingerprint = fingerprint
    }

    /// The language a site without `language` in `site.json` gets (`SiteConfig`'s default).
    static let defaultLanguage = "en"

    /// Reads and checks the packs of the theme in `directory`; their mistakes are the theme's
    /// problems, each with its file, line and column, as a template's are.
    package static func load(directory: String) throws(SiteError) -> ThemeLanguages {
        let (sources, unreadable) = LanguagePackFolder.read(themeDirectory: directory)
        return try check(sources, unreadable: unreadable)
    }

    /// Checks packs given as path and bytes.
    static func check(
        _ sources: [LanguagePackSource], unreadable: [LanguagePackProblem] = []
    ) throws(SiteError) -> ThemeLanguages {
        let (packs, problems) = LanguagePackChecker.check(sources, against: .site)
        guard unreadable.isEmpty, problems.isEmpty else {
            throw .template(
                (unreadable + problems).map {
                    TemplateProblem(file: $0.file, line: $0.line, column: $0.column, message: $0.kind.message)
                })
        }
        var fingerprint = Fingerprint()
        for source in sources {
            fingerprint.combine(source.path)
            fingerprint.combine(String(decoding: source.bytes, as: UTF8.self))
        }
        return ThemeLanguages(packs: packs, fingerprint: fingerprint)
    }

    /// The words of the site's `language` (`site.json`): the pack of that tag, else of the tag
    /// with its last subtags dropped ("de-AT" finds de.json). A language with no pack at all is
    /// an error at `language` in `site.json` that lists the packs there are.
    func words(for language: String) throws(SiteError) -> Phrasebook {
        var subtags = language.split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
        let byLowercasedTag = Dictionary(packs.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        while !subtags.isEmpty {
            if let pack = byLowercasedTag[subtags.joined(separator: "-")], let words = Phrasebook(pack: pack) {
                return words
            }
            subtags.removeLast()
        }
        let location = SourceLocation(file: "site.json", jsonPath: "language")
        let available = packs.keys.sorted()
        let message =
            "the theme has no language pack for \"\(language)\"; "
            + (available.isEmpty
                ? "it has none (add locales/<language>.json to the theme)"
                : "the packs there are: " + available.joined(separator: ", "))
        throw .content(ContentError([ContentProblem(.invalidValue(message), at: location)]))
    }
}
