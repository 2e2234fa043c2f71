import Foundation
import MarginaliaDates
import MarginaliaViewModels

/// The relative-date buckets as JSON, written to `assets/relative-date-rules.json` on every build.
/// The theme's `relative-dates.js` reads this file to recompute "3 days ago" in the browser, so the
/// browser uses exactly the buckets and words the view models use (`RelativeDateRule.standard` in
/// the site's language, `Phrasebook.browserRelativeDateRules`): one table, written out by the
/// generator, never copied by hand. An empty list (a language the script cannot write) tells the
/// script to leave the build's text. A post in a language of its own (`posts.json`'s `language`)
/// gets its language's rules in a file of their own, which its pages name (`data-rules`).
enum RelativeDateRulesFile {
    static let path = SiteURLs.asset("relative-date-rules.json")

    /// The name of the rules file of `words`' language when it is not the site's, beside the
    /// script: `relative-date-rules.de.json`.
    static func name(for words: Phrasebook) -> String {
        "relative-date-rules.\(words.language).json"
    }

    /// The rules as JSON with sorted keys (byte-identical across builds).
    static func json(_ rules: [RelativeDateRule]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = (try? encoder.encode(rules)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
