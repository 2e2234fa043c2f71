import Foundation
import MarginaliaLocale
import Testing

/// Reading a theme's `locales/` folder, and the English pack the bundled theme ships.
@Suite("Language pack folder")
struct LanguagePackFolderTests {
    @Test("the bundled theme's packs give every message the site shows")
    func bundledPacks() throws {
        let theme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates").path
        let packs = try LanguagePackFolder.load(themeDirectory: theme, catalog: .site)
        #expect(packs.keys.sorted() == CLDR.languages.sorted())
        let english = try #require(packs["en"])
        #expect(english.text("commentEdited") == "Edited")
        #expect(english.text("commentReplies", count: 1) == "1 reply")
        #expect(english.text("commentReplies", count: 1234) == "1,234 replies")
        #expect(english.text("postFeedTitle", ["title": "Hello"]) == "Comments on Hello")
        let german = try #require(packs["de"])
        #expect(german.text("commentReplies", count: 1234) == "1.234 Antworten")
        #expect(german.parts("postPublished", around: "date")! == (before: "Veröffentlicht ", after: ""))
        let polish = try #require(packs["pl"])
        #expect(
            [1, 3, 5, 22, 25, 1234].map { polish.text("commentCount", count: $0) } == [
                "1 komentarz", "3 komentarze", "5 komentarzy", "22 komentarze", "25 komentarzy", "1234 komentarze",
            ])
        #expect(packs["he"]?.text("commentCount", count: 2) == "שתי תגובות")
    }

    @Test("every .json file of locales/ is checked, other files are ignored, problems of all files come together")
    func folder() throws {
        let theme = FileManager.default.temporaryDirectory.appendingPathComponent("packs-\(UUID().uuidString)")
        let locales = theme.appendingPathComponent("locales")
        try FileManager.default.createDirectory(at: locales, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: theme) }
        let german = """
            {"comment.edited": "Bearbeitet", "post.feedTitle": "Kommentare zu {title}",
             "comment.replies": {"one": "{count} Antwort", "other": "{count} Antworten"}}
            """
        try Data(german.utf8).write(to: locales.appendingPathComponent("de.json"))
        try Data("{}".utf8).write(to: locales.appendingPathComponent("README.md"))
        #expect(
            try LanguagePackFolder.load(themeDirectory: theme.path, catalog: LanguagePackTesting.catalog).keys.sorted()
                == ["de"])

        try Data(german.utf8).write(to: locales.appendingPathComponent("german.json"))
        let large = Data(repeating: UInt8(ascii: " "), count: LanguagePackChecker.maximumFileSize + 1)
        try large.write(to: locales.appendingPathComponent("ru.json"))
        try Data("{\"comment.edited\": \"x\",}".utf8).write(to: locales.appendingPathComponent("fr.json"))
        let error = #expect(throws: LanguagePackError.self) {
            try LanguagePackFolder.load(themeDirectory: theme.path, catalog: LanguagePackTesting.catalog)
        }
        let path = locales.path
        #expect(
            error?.description == """
                \(path)/ru.json:1:1: this language pack is larger than 1 MiB
                \(path)/fr.json:1:24: invalid JSON: expected a key in double quotes
                \(path)/german.json:1:1: "german" is not a language tag; name a pack after its language, as in de.json or pt-BR.json
                """)
    }

    @Test("a theme without a locales folder has no packs")
    func noFolder() throws {
        let packs = try LanguagePackFolder.load(themeDirectory: "/nonexistent-theme", catalog: .site)
        #expect(packs.isEmpty)
    }

    @Test("of two declarations with one key, the catalog keeps the first")
    func duplicateDeclarations() {
        let catalog = MessageCatalog([
            MessageDeclaration("comment.replies", counted: true), MessageDeclaration("comment.replies"),
        ])
        #expect(catalog.declarations == [MessageDeclaration("comment.replies", counted: true)])
        #expect(catalog["comment.replies"]?.isCounted == true)
    }
}
