import MarginaliaContent
import MarginaliaLocale
import MarginaliaModels
import MarginaliaViewModels
import Synchronization

/// A theme's language packs (`locales/<tag>.json`), each checked against every message the site
/// shows (`MessageCatalog.site`) when the theme loads, and the site's language chosen from them.
package struct ThemeLanguages: Sendable {
    /// Each pack by its tag.
    let packs: [String: LanguagePack]
    /// The fingerprint of every pack's file name and bytes.
    let fingerprint: Fingerprint
    /// The words made from these packs so far, by the tag asked for (`nil`: no pack): made once
    /// per load of the packs, which `serve` keeps while no pack changes, so that a rebuild does
    /// not write every phrase of a language again.
    private let madeWords = MadeWords()

    private final class MadeWords: Sendable {
        let byTag = Mutex<[String: Phrasebook?]>([:])
    }

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
        guard let words = phrasebook(for: language) else {
            let location = SourceLocation(file: "site.json", jsonPath: "language")
            throw .content(ContentError([noPack(for: language, at: location, post: nil)]))
        }
        return words
    }

    /// The words of each post's own language (`posts.json`'s `language`), by its tag as the post
    /// gives it, each made once: the site's `siteWords` when the tag finds the same pack, else
    /// the one in `previous` when equal (so that `serve` compares them by identity). A post whose
    /// language has no pack is an error at its `language` that names the post and lists the packs.
    func postWords(
        for posts: [Post], siteWords: Phrasebook, previous: [String: Phrasebook] = [:]
    ) throws(SiteError) -> [String: Phrasebook] {
        var words: [String: Phrasebook] = [:]
        var problems: [ContentProblem] = []
        for (index, post) in posts.enumerated() {
            guard let language = post.language, words[language] == nil else { continue }
            guard let found = phrasebook(for: language) else {
                let location = SourceLocation(file: "posts.json", jsonPath: "[\(index)].language")
                problems.append(noPack(for: language, at: location, post: post.id))
                continue
            }
            words[language] = [siteWords, previous[language]].compactMap { $0 }.first { $0 == found } ?? found
        }
        guard problems.isEmpty else { throw .content(ContentError(problems)) }
        return words
    }

    /// The words of `language`'s pack, else of the tag with its last subtags dropped; `nil` when
    /// none. Made once per tag.
    private func phrasebook(for language: String) -> Phrasebook? {
        if let made = madeWords.byTag.withLock({ $0[language] }) { return made }
        let words = makePhrasebook(for: language)
        madeWords.byTag.withLock { $0[language] = words }
        return words
    }

    private func makePhrasebook(for language: String) -> Phrasebook? {
        var subtags = language.split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
        let byLowercasedTag = Dictionary(packs.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        while !subtags.isEmpty {
            if let pack = byLowercasedTag[subtags.joined(separator: "-")], let words = Phrasebook(pack: pack) {
                return words
            }
            subtags.removeLast()
        }
        return nil
    }

    /// The error for a `language` that finds no pack, at `location`, naming the `post` whose
    /// language it is (`nil`: the site's).
    private func noPack(for language: String, at location: SourceLocation, post: Identifier?) -> ContentProblem {
        let available = packs.keys.sorted()
        let message =
            "the theme has no language pack for \"\(language)\""
            + (post.map { " (the language of post \"\($0)\")" } ?? "") + "; "
            + (available.isEmpty
                ? "it has none (add locales/<language>.json to the theme)"
                : "the packs there are: " + available.joined(separator: ", "))
        return ContentProblem(.invalidValue(message), at: location)
    }
}
