import Foundation
import MarginaliaSite
import MarginaliaTestSupport
import Testing

@testable import MarginaliaServer

/// The theme's language packs in a whole build: checked when the theme loads (their mistakes stop
/// `build` and show in `serve`'s overlay with their place), chosen by `site.json`'s `language`,
/// and a page input of every page (`serve` renders every page again when a pack changes).
@Suite("Language packs in a build")
struct LanguagePackSiteTests {
    /// The English pack with `commentEdited` misspelt: an unknown key (with its hint) and a
    /// missing message.
    private static func misspeltPack() throws -> String {
        let english = try #require(String(data: RepositoryTheme.languagePacks["en.json"] ?? Data(), encoding: .utf8))
        return english.replacingOccurrences(of: "\"commentEdited\":", with: "\"commentEditd\":")
    }

    /// Line and column (1-based) of the first `needle` in `text`.
    private static func place(of needle: String, in text: String) throws -> (line: Int, column: Int) {
        let before = try #require(text.range(of: needle)).lowerBound
        let lines = text[..<before].split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count, (lines.last?.count ?? 0) + 1)
    }

    @Test func aPackMistakeStopsTheBuildWithItsPlaceAndHint() async throws {
        let pack = try Self.misspeltPack()
        let site = try SiteOnDisk.make(["Templates/locales/en.json": pack])
        defer { site.remove() }
        let file = site.templates.path + "/locales/en.json"
        let (line, column) = try Self.place(of: "\"commentEditd\"", in: pack)
        let error = await #expect(throws: SiteError.self) { try await SiteGenerator(options: site.options).build() }
        #expect(
            error?.description == """
                error: \(file):\(line):\(column): "commentEditd" is not a message the program uses; did you mean "commentEdited"?
                error: \(file):1:1: the message "commentEdited" is missing
                """)
        #expect(!site.exists("Output"))
    }

    @Test func aPackMistakeStopsTheBuildCommandWithANonZeroStatus() async throws {
        let site = try SiteOnDisk.make(["Templates/locales/en.json": try Self.misspeltPack()])
        defer { site.remove() }
        let process = try ServerProcess(
            arguments: [
                "build", "--content", site.content.path, "--templates", site.templates.path, "--output",
                site.output.path, "--now", "2026-11-21T12:00:00Z", "--offline",
            ],
            in: site.root)
        let status = await process.exitStatus(within: .seconds(60))
        _ = await process.waitForOutput("is missing")
        #expect(status != nil && status != 0)
        #expect(process.text.contains("/locales/en.json:"))
        #expect(process.text.contains("did you mean \"commentEdited\"?"))
    }

    @Test func aPackMistakeIsShownInServesOverlayWithItsPlace() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        let pack = try Self.misspeltPack()
        try site.write(pack, to: "Templates/locales/en.json")
        let file = site.templates.path + "/locales/en.json"
        do {
            _ = try await rebuilder.rebuild(changedFiles: [file])
            Issue.record("the rebuild succeeded")
        } catch {
            let failure = BuildFailure(error, options: site.options)
            let (line, column) = try Self.place(of: "\"commentEditd\"", in: pack)
            #expect(failure.file == file)
            #expect(failure.line == line && failure.column == column)
            #expect(failure.message.contains("did you mean \"commentEdited\"?"))
        }
    }

    @Test func aPackEditInServeRendersEveryPageAgain() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        #expect(try site.read("Output/index.html").contains("2 comments"))
        let english = try site.read("Templates/locales/en.json")
        try site.write(
            english.replacingOccurrences(of: "\"{count} comments\"", with: "\"{count} remarks\""),
            to: "Templates/locales/en.json")
        // Told by the watcher, and found by the stamps alone.
        _ = try await rebuilder.rebuild(changedFiles: [site.templates.path + "/locales/en.json"])
        #expect(try site.read("Output/index.html").contains("2 remarks"))
        try site.write(english, to: "Templates/locales/en.json")
        _ = try await rebuilder.rebuild()
        #expect(try site.read("Output/index.html").contains("2 comments"))
    }

    @Test func aPackEditMakesTheNextBuildRenderKeptPagesAgain() async throws {
        let posts =
            #"[{"id": "p1", "title": " ", "url": "https://blog.example.org/1/", "publishedAt": "2026-10-01T10:00:00Z"}, {"id": "p2", "title": "Two", "url": "https://blog.example.org/2/", "publishedAt": "2026-09-01T10:00:00Z"}]"#
        let site = try SiteOnDisk.make(["Content/posts.json": posts])
        defer { site.remove() }
        _ = try await SiteGenerator(options: site.options).build()
        #expect(try site.read("Output/posts/p1/index.html").contains("Untitled post"))
        // Only the pack changes: a post page kept from the last build would say the old words.
        let english = try site.read("Templates/locales/en.json")
        try site.write(
            english.replacingOccurrences(of: "\"Untitled post\"", with: "\"Nameless post\""),
            to: "Templates/locales/en.json")
        _ = try await SiteGenerator(options: site.options).build()
        #expect(try site.read("Output/posts/p1/index.html").contains("Nameless post"))
    }

    @Test(
        "site.json's language picks the pack: the tag, then the tag without its last subtags",
        arguments: [
            ("de", "2 Kommentare"), ("de-AT", "2 Kommentare"), ("DE-at", "2 Kommentare"), ("en-GB", "2 comments"),
        ])
    func languagePicksThePack(language: String, expected: String) async throws {
        let site = try SiteOnDisk.make(try Self.withGerman(language: language))
        defer { site.remove() }
        _ = try await SiteGenerator(options: site.options).build()
        #expect(try site.read("Output/index.html").contains(expected))
    }

    @Test func aLanguageWithoutAPackIsAnErrorThatListsThePacks() async throws {
        let site = try SiteOnDisk.make(try Self.withGerman(language: "fr-CH"))
        defer { site.remove() }
        let error = await #expect(throws: SiteError.self) { try await SiteGenerator(options: site.options).build() }
        let (line, column) = try Self.place(of: "\"fr-CH\"", in: try site.read("Content/site.json"))
        #expect(
            error?.description
                == "error: site.json:\(line):\(column): language: the theme has no language pack for \"fr-CH\"; "
                + "the packs there are: de, en"
        )
    }

    @Test func aMalformedLanguageTagIsAnErrorWithItsPlace() async throws {
        let site = try SiteOnDisk.make(try Self.withGerman(language: "de_AT!"))
        defer { site.remove() }
        let error = await #expect(throws: SiteError.self) { try await SiteGenerator(options: site.options).build() }
        let description = try #require(error?.description)
        #expect(description.contains("site.json:"))
        #expect(description.contains(": language: \"de_AT!\" is not a language tag"))
    }

    /// The default files with the bundled German pack and `site.json`'s language set.
    private static func withGerman(language: String) throws -> [String: String] {
        let german = try #require(String(data: RepositoryTheme.languagePacks["de.json"] ?? Data(), encoding: .utf8))
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let config = try site.read("Content/site.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(config.utf8)) as? [String: Any])
        var changed = json
        changed["language"] = language
        let text = try #require(String(data: try JSONSerialization.data(withJSONObject: changed), encoding: .utf8))
        return ["Templates/locales/de.json": german, "Content/site.json": text]
    }
}
