import Foundation
import MarginaliaContent
import MarginaliaSite
import Testing

@Suite("Incremental rebuilds")
struct SiteRebuilderTests {
    @Test func theFirstRebuildWritesWhatTheFullBuildWrites() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        let report = try await rebuilder.rebuild()
        #expect(report.kind == .full)
        #expect(report.filesWritten.contains("posts/p1/index.html"))
        let incremental = site.files()

        var options = site.options
        options.outputDirectory = site.root.appendingPathComponent("Reference").path
        _ = try await SiteGenerator(options: options).build()
        #expect(incremental == site.files(in: "Reference"))
        #expect(incremental.count == 13)
    }

    @Test func editingACommentRewritesOnlyThePagesThatShowIt() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        let untouched = FileStamp(path: site.output.appendingPathComponent("posts/p2/index.html").path)

        try site.write("[\n  " + SiteOnDisk.comment("c3", post: "p2", body: "Edited *now*") + "\n]\n", to: "Content/comments/p2.json")
        let report = try await rebuilder.rebuild()

        #expect(report.kind == .incremental)
        #expect(report.changedInputs == [site.content.path + "/comments/p2.json"])
        #expect(report.filesWritten == ["feed.xml", "posts/p2/feed.xml", "posts/p2/index.html"])
        #expect(report.filesRendered == 3)
        #expect(report.assetsCopied.isEmpty && report.filesRemoved.isEmpty)
        #expect(try site.read("Output/posts/p2/index.html").contains("Edited <em>now</em>"))
        #expect(FileStamp(path: site.output.appendingPathComponent("posts/p1/index.html").path) != nil)
        #expect(FileStamp(path: site.output.appendingPathComponent("posts/p2/index.html").path) != untouched)
        #expect(site.topLevelNames() == ["Content", "Output", "Templates"])
    }

    @Test func aRebuildWithNothingChangedWritesNothing() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        let before = FileStamp(path: site.output.appendingPathComponent("index.html").path)
        let report = try await rebuilder.rebuild(changedFiles: [site.content.path + "/notes.txt"])
        #expect(report.changedInputs.isEmpty)
        #expect(report.changedOutput.isEmpty)
        #expect(report.filesRendered == 0)
        #expect(FileStamp(path: site.output.appendingPathComponent("index.html").path) == before)
    }

    @Test func aStylesheetChangeCopiesThatFileOnly() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        try site.write("body { color: rebeccapurple; }\n", to: "Templates/assets/style.css")
        let report = try await rebuilder.rebuild()
        #expect(report.assetsCopied == ["assets/style.css"])
        #expect(report.filesRendered == 0)
        #expect(report.filesWritten.isEmpty)
        #expect(try site.read("Output/assets/style.css").contains("rebeccapurple"))
    }

    @Test func contentAssetsOverrideThemeAssetsAndGoAway() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        try site.write("body { color: red; }\n", to: "Content/assets/style.css")
        try site.write("logo", to: "Content/assets/images/logo.svg")
        var report = try await rebuilder.rebuild()
        #expect(report.assetsCopied == ["assets/images/logo.svg", "assets/style.css"])
        #expect(try site.read("Output/assets/style.css").contains("red"))

        try site.delete("Content/assets")
        report = try await rebuilder.rebuild()
        #expect(report.assetsCopied == ["assets/style.css"])
        #expect(report.filesRemoved == ["assets/images/logo.svg"])
        #expect(try site.read("Output/assets/style.css").contains("black"))
        #expect(!site.exists("Output/assets/images"))
    }

    @Test func aTemplateChangeRendersEveryPageAndWritesTheChangedOnes() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        try site.write("{{<layout}}{{$main}}<h2>{{page.friend.fullName}}</h2>{{/main}}{{/layout}}", to: "Templates/friend.mustache")
        let report = try await rebuilder.rebuild()
        #expect(report.changedInputs == [site.templates.path + "/friend.mustache"])
        #expect(report.filesRendered == 12 - 1)
        #expect(report.filesWritten == ["friends/f1/index.html", "friends/f2/index.html"])
    }

    @Test func settingsChangesRenderEveryPage() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        try site.write(#"{"title": "Renamed", "baseURL": "http://localhost:8000/", "timeZone": "UTC"}"#, to: "Content/site.json")
        let report = try await rebuilder.rebuild()
        #expect(report.filesRendered == 11)
        // The post feeds and the sitemap do not show the site's title.
        #expect(report.filesWritten == [
            "404.html", "feed.xml", "friends/f1/index.html", "friends/f2/index.html", "friends/index.html",
            "index.html", "posts/p1/index.html", "posts/p2/index.html",
        ])
    }

    @Test func removingAPostRemovesItsFilesAndUpdatesTheListings() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        try site.write("""
        [{"id": "p1", "title": "First post", "url": "https://blog.example.org/1/", "publishedAt": "2026-11-01T10:00:00Z"}]
        """, to: "Content/posts.json")
        try site.delete("Content/comments/p2.json")
        let report = try await rebuilder.rebuild()
        #expect(report.filesRemoved == ["posts/p2/feed.xml", "posts/p2/index.html"])
        #expect(report.filesWritten == ["feed.xml", "index.html", "sitemap.xml"])
        #expect(report.changedInputs == [site.content.path + "/posts.json", site.content.path + "/comments/p2.json"])
        #expect(!site.exists("Output/posts/p2"))
    }

    @Test func aFailedRebuildChangesNothingAndTheNextOneStartsFromTheLastGoodBuild() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        let before = site.files()

        try site.write("[\n  {\"id\": \"c3\",\n", to: "Content/comments/p2.json")
        await #expect(throws: SiteError.self) { try await rebuilder.rebuild() }
        do {
            _ = try await rebuilder.rebuild()
        } catch {
            #expect(error.location?.file == "comments/p2.json")
            #expect(error.location?.line == 3)
        }
        #expect(site.files() == before)

        try site.write("{{<layout}}{{$main}}{{#broken}}{{/main}}{{/layout}}", to: "Templates/home.mustache")
        try site.write("[\n  " + SiteOnDisk.comment("c3", post: "p2", body: "Fixed") + "\n]\n", to: "Content/comments/p2.json")
        await #expect(throws: SiteError.self) { try await rebuilder.rebuild() }
        #expect(site.files() == before)

        try site.write(SiteOnDisk.defaultFiles["Templates/home.mustache"]!, to: "Templates/home.mustache")
        let report = try await rebuilder.rebuild()
        #expect(report.kind == .incremental)
        #expect(report.filesWritten == ["feed.xml", "posts/p2/feed.xml", "posts/p2/index.html"])
        #expect(try site.read("Output/posts/p2/index.html").contains("Fixed"))
    }

    @Test func anOutputFolderReplacedBehindItsBackIsWrittenAnew() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        _ = try await SiteGenerator(options: site.options).build()
        #expect(try await rebuilder.rebuild().kind == .full)
        try site.delete("Output")
        #expect(try await rebuilder.rebuild().kind == .full)
        #expect(site.exists("Output/index.html"))
        #expect(try await rebuilder.rebuild().kind == .incremental)
    }
}
