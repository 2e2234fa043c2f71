import Foundation
import MarginaliaTestSupport
import Testing

@testable import MarginaliaSite

/// A post with a language of its own (`posts.json`'s `language`): its pages, its `thread.html`
/// and its feed are in it, and say so; the site's own pages stay in the site's language. The
/// language is an input of the post's pages, so that `serve` and the next `build` write them anew
/// when it changes.
@Suite("Posts in a language of their own")
struct PostLanguageSiteTests {
    static let posts =
        #"[{"id": "p1", "title": "View models", "url": "https://blog.example.org/1/", "publishedAt": "2026-10-01T10:00:00Z", "language": "de"}, {"id": "p2", "title": "Quiet post", "url": "https://blog.example.org/2/", "publishedAt": "2026-09-01T10:00:00Z"}]"#

    @Test func thePostsPagesThreadAndFeedAreInItsLanguage() async throws {
        let site = try SiteFixture()
        try site.directory.write(Self.posts, to: "Content/posts.json")
        _ = try await site.build()

        let page = try site.page("posts/p1/index.html")
        #expect(page.contains(#"<html lang="de">"#))
        #expect(page.contains("<span>2 Kommentare</span>"))
        // Relative and absolute dates in German (11:55 UTC is 12:55 in Berlin).
        #expect(page.contains(#"title="21. Nov. 2026, 12:55" data-relative>vor 5 Minuten</time>"#))
        #expect(page.contains(#""inLanguage":"de""#))
        #expect(page.contains(#"data-rules="relative-date-rules.de.json""#))

        let thread = try site.page("posts/p1/thread.html")
        #expect(thread.hasPrefix(#"<section class="marginalia-thread" lang="de""#))
        #expect(thread.contains("(2 Kommentare)"))

        let feed = try site.page("posts/p1/feed.xml")
        #expect(feed.contains(#"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">"#))
        #expect(feed.contains("<title>Kommentare zu View models</title>"))
        #expect(feed.contains("<title>Jane Appleseed zu View models</title>"))

        let rules = try String(contentsOfFile: site.output + "/assets/relative-date-rules.de.json", encoding: .utf8)
        #expect(rules == RelativeDateRulesFile.json(TestWords.words("de").browserRelativeDateRules ?? []))
        #expect(rules.contains("vor {n} Jahren"))
    }

    @Test func theSitesOwnPagesStayInTheSitesLanguage() async throws {
        let site = try SiteFixture()
        try site.directory.write(Self.posts, to: "Content/posts.json")
        _ = try await site.build()

        let home = try site.page("index.html")
        #expect(home.contains(#"<html lang="en">"#))
        #expect(home.contains("2 comments"))
        #expect(!home.contains("data-rules"))
        let siteFeed = try site.page("feed.xml")
        #expect(siteFeed.contains(#"xml:lang="en""#))
        #expect(siteFeed.contains("<title>Jane Appleseed on View models</title>"))
        let other = try site.page("posts/p2/index.html")
        #expect(other.contains(#"<html lang="en">"#) && other.contains(#""inLanguage":"en""#))
        #expect(try site.page("posts/p2/feed.xml").contains(#"xml:lang="en""#))
        #expect(try site.page("404.html").contains(#"<html lang="en">"#))
    }

    /// The test theme with the German pack beside the English one.
    private static func siteWithGerman() throws -> SiteOnDisk {
        let german = String(decoding: RepositoryTheme.languagePacks["de.json"] ?? Data(), as: UTF8.self)
        return try SiteOnDisk.make(["Templates/locales/de.json": german])
    }

    /// Writes the test site's `posts.json` with `language` for its first post (none: `nil`).
    private static func setLanguage(_ language: String?, of site: SiteOnDisk) throws {
        let posts = SiteOnDisk.defaultFiles["Content/posts.json"] ?? ""
        let field = language.map { #", "language": "\#($0)""# } ?? ""
        try site.write(
            posts.replacingOccurrences(
                of: #""publishedAt": "2026-11-01T10:00:00Z"}"#,
                with: #""publishedAt": "2026-11-01T10:00:00Z"\#(field)}"#),
            to: "Content/posts.json")
    }

    @Test func aLanguageChangeInServeRewritesThatPostsPagesOnly() async throws {
        let site = try Self.siteWithGerman()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        #expect(try site.read("Output/posts/p1/index.html").contains(#"<html lang="en">"#))

        try Self.setLanguage("de", of: site)
        let report = try await rebuilder.rebuild()
        #expect(report.kind == .incremental)
        #expect(report.filesWritten == ["posts/p1/feed.xml", "posts/p1/index.html"])
        #expect(report.assetsCopied == ["assets/relative-date-rules.de.json"])
        #expect(try site.read("Output/posts/p1/index.html").contains(#"<html lang="de">"#))
        #expect(try site.read("Output/posts/p1/feed.xml").contains("Kommentare zu First post"))
        #expect(try site.read("Output/posts/p2/index.html").contains(#"<html lang="en">"#))

        try Self.setLanguage(nil, of: site)
        let back = try await rebuilder.rebuild()
        #expect(back.filesWritten == ["posts/p1/feed.xml", "posts/p1/index.html"])
        #expect(back.filesRemoved == ["assets/relative-date-rules.de.json"])
        #expect(try site.read("Output/posts/p1/index.html").contains(#"<html lang="en">"#))
    }

    @Test func aLanguageChangeMakesTheNextBuildRenderTheKeptPostPagesAgain() async throws {
        let site = try Self.siteWithGerman()
        defer { site.remove() }
        _ = try await SiteGenerator(options: site.options).build()
        try Self.setLanguage("de", of: site)
        _ = try await SiteGenerator(options: site.options).build()
        #expect(try site.read("Output/posts/p1/index.html").contains(#"<html lang="de">"#))
        #expect(try site.read("Output/posts/p1/feed.xml").contains("Kommentare zu First post"))
    }

    @Test func aPostLanguageWithoutAPackIsAnErrorThatNamesThePostAndListsThePacks() async throws {
        let site = try Self.siteWithGerman()
        defer { site.remove() }
        try Self.setLanguage("fr-CH", of: site)
        let error = await #expect(throws: SiteError.self) { try await SiteGenerator(options: site.options).build() }
        // The second line of posts.json holds p1, and the tag's place is that of its quote.
        let line = try site.read("Content/posts.json").split(separator: "\n")[1]
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: "\"fr-CH\"")).lowerBound) + 1
        #expect(
            error?.description
                == "error: posts.json:2:\(column): [0].language: the theme has no language pack for \"fr-CH\" "
                + "(the language of post \"p1\"); the packs there are: de, en")
        #expect(!site.exists("Output"))
    }
}
