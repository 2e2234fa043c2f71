import Foundation
import MarginaliaSite
import MarginaliaTestSupport
import Testing

/// The demo built in each shipped language but English: no page or feed holds a text of the
/// English pack where the language's pack says something else, nor an English relative date.
@Suite("The demo in every shipped language")
struct ShippedLanguagesDemoTests {
    @Test(
        "no page of the demo holds an English message",
        arguments: RepositoryTheme.languagePacks.keys.filter { $0 != "en.json" }.sorted())
    func noEnglishMessage(pack: String) async throws {
        let language = String(pack.dropLast(".json".count))
        let directory = try TemporaryDirectory()
        let content = directory.path("Content")
        try FileManager.default.copyItem(atPath: PackagePaths.content, toPath: content)
        let configPath = content + "/site.json"
        var config = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: configPath))) as? [String: Any]
        )
        config["language"] = language
        try JSONSerialization.data(withJSONObject: config).write(to: URL(fileURLWithPath: configPath))
        let output = directory.path("Output")
        _ = try await SiteGenerator(
            options: .init(
                contentDirectory: content, templatesDirectory: PackagePaths.templates, outputDirectory: output,
                referenceDate: TestDates.now, offline: true)
        ).build()

        let english = try Self.texts(ofPack: "en.json")
        let translated = try Self.texts(ofPack: pack)
        // The demo's own words (English comments and titles) may hold any of them.
        let demoText = Self.files(below: PackagePaths.content) { $0.hasSuffix(".json") }.values
            .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        let forbidden =
            english.flatMap { key, pieces in
                pieces.filter { !(translated[key] ?? []).contains($0) }
            } + ["ago", "yesterday", "just now"]
        let checked = Set(forbidden).filter { !demoText.contains($0) }
        #expect(checked.count > 35)

        let pages = Self.files(below: output) { $0.hasSuffix(".html") || $0.hasSuffix(".xml") }
        #expect(pages.count > 10)
        for (path, bytes) in pages.sorted(by: { $0.key < $1.key }) {
            // The JSON-LD's keys ("datePublished") are schema.org's, not words.
            let page = String(decoding: bytes, as: UTF8.self)
                .replacing(/<script type="application\/ld\+json">[^<]*<\/script>/, with: "")
            for text in checked.sorted() where page.contains(text) {
                Issue.record("\(path) in \(language) holds the English \"\(text)\"")
            }
        }
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
