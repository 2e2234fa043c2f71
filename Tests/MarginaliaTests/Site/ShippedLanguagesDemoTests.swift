import Foundation
import MarginaliaTestSupport
import Testing

/// The demo built in each shipped language but English: no page or feed holds a text of the
/// English pack where the language's pack says something else, nor an English relative date. The
/// demo's German post keeps its own language: its pages are held to the German pack.
@Suite("The demo in every shipped language")
struct ShippedLanguagesDemoTests {
    @Test(
        "no page of the demo holds an English message",
        arguments: RepositoryTheme.languagePacks.keys.filter { $0 != "en.json" }.sorted())
    func noEnglishMessage(pack: String) async throws {
        let language = String(pack.dropLast(".json".count))
        let output = try await DemoInLanguage.files(language: language)

        let english = try Self.texts(ofPack: "en.json")
        // The demo's own words (English comments and titles) may hold any of them.
        let demoText = Self.files(below: PackagePaths.content) { $0.hasSuffix(".json") }.values
            .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        /// The English texts a page in the language of `pack` must not hold: those its pack says
        /// otherwise, and English relative dates.
        func forbidden(inPack pack: String) throws -> Set<String> {
            let translated = try Self.texts(ofPack: pack)
            let texts =
                english.flatMap { key, pieces in
                    pieces.filter { !(translated[key] ?? []).contains($0) }
                } + ["ago", "yesterday", "just now"]
            return Set(texts).filter { !demoText.contains($0) }
        }
        let checked = try forbidden(inPack: pack)
        #expect(checked.count > 35)

        let pages = output.filter { path, _ in path.hasSuffix(".html") || path.hasSuffix(".xml") }
        #expect(pages.count > 10)
        for (path, bytes) in pages.sorted(by: { $0.key < $1.key }) {
            // The JSON-LD's keys ("datePublished") are schema.org's, and addresses ("friends/")
            // the site's folders: not words.
            let page = String(decoding: bytes, as: UTF8.self)
                .replacing(/<script type="application\/ld\+json">[^<]*<\/script>/, with: "")
                .replacing(/(?:href|src)="[^"]*"|https?:\/\/[^\s<"]+/, with: "")
            // A post with a language of its own (the demo's German one) keeps it on a site in any
            // language: its pages are checked against its language's pack.
            let pageLanguage = page.firstMatch(of: /lang="([^"]+)"/).map { String($0.output.1) } ?? language
            let checkedHere =
                pageLanguage == language ? checked : try forbidden(inPack: pageLanguage + ".json")
            for text in checkedHere.sorted() where page.contains(text) {
                Issue.record("\(path) in \(pageLanguage) holds the English \"\(text)\"")
            }
        }
        let germanPost = try #require(
            pages["posts/logic-less-templates/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(germanPost.contains("<html lang=\"de\">"))
        let home = try #require(pages["index.html"].map { String(decoding: $0, as: UTF8.self) })
        let words = try #require(
            try JSONSerialization.jsonObject(with: RepositoryTheme.languagePacks[pack] ?? Data()) as? [String: Any])
        #expect(home.contains("<html lang=\"\(language)\""))
        #expect(home.contains(try #require(words["navigationPosts"] as? String)))
    }

    /// Each message's texts by key: the message, or each plural form, cut at its placeholders
    /// into pieces of at least four characters with no surrounding spaces.
    private static func texts(ofPack name: String) throws -> [String: [String]] {
        let data = try #require(RepositoryTheme.languagePacks[name])
        let pack = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return pack.mapValues { value in
            let forms = (value as? String).map { [$0] } ?? (value as? [String: String]).map { Array($0.values) } ?? []
            return forms.flatMap { $0.split(separator: /\{[A-Za-z_]+\}/) }
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.count >= 4 }
        }
    }

    private static func files(below folder: String, include: (String) -> Bool) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: folder) ?? .init()
        where include(relative) {
            if let data = FileManager.default.contents(atPath: folder + "/" + relative) { files[relative] = data }
        }
        return files
    }
}
