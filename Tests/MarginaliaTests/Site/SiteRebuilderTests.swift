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
        #expect(incremental.count == 14)
    }

    @Test func editingACommentRewritesOnlyThePagesThatShowIt() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        let untouched = FileStamp(path: site.output.appendingPathComponent("posts/p2/index.html").path)

        try site.write(
            "[\n  " + SiteOnDisk.comment("c3", post: "p2", body: "Edited *now*") + "\n]\n",
            to: "Content/comments/p2.json")
        let report = try await rebuilder.rebuild()

        #expect(report.kind == .incremental)
        #expect(report.changedInputs == [site.content.path + "/comments/p2.json"])
        #expect(report.filesWritten == ["feed.xml", "posts/p2/feed.xml", "posts/p2/index.html"])
        #expect(report.filesRendered.count == 3)
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
        #expect(report.filesRendered.count == 0)
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
        #expect(report.changedInputs == [site.templates.path + "/assets/style.css"])
        #expect(report.filesRendered.count == 0)
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
        try site.write(
            "{{<layout}}{{$main}}<h2>{{page.friend.fullName}}</h2>{{/main}}{{/layout}}", to: "Templates/friend.mustache"
        )
        let report = try await rebuilder.rebuild()
        #expect(report.changedInputs == [site.templates.path + "/friend.mustache"])
        #expect(report.filesRendered.count == 13 - 1)
        #expect(report.filesWritten == ["friends/f1/index.html", "friends/f2/index.html"])
    }

    @Test func settingsChangesRenderEveryPage() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        try site.write(
            #"{"title": "Renamed", "baseURL": "http://localhost:8000/", "timeZone": "UTC"}"#, to: "Content/site.json")
        let report = try await rebuilder.rebuild()
        #expect(report.filesRendered.count == 12)
        // The post feeds, the sitemap and robots.txt do not show the site's title.
        #expect(
            report.filesWritten == [
                "404.html", "feed.xml", "friends/f1/index.html", "friends/f2/index.html", "friends/index.html",
                "index.html", "posts/p1/index.html", "posts/p2/index.html",
            ])
    }

    /// Found by `RebuildPropertyTests` (seed 2, step 9): the fragments outlived their template.
    @Test func removingTheThreadTemplateRemovesEveryThreadFragment() async throws {
        let site = try SiteOnDisk.make([
            "Templates/thread.mustache": "<section>{{commentCountText}}</section>\n"
        ])
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        #expect(site.exists("Output/posts/p1/thread.html"))

        try site.delete("Templates/thread.mustache")
        let report = try await rebuilder.rebuild()
        #expect(report.filesRemoved == ["posts/p1/thread.html", "posts/p2/thread.html"])
        var reference = site.options
        reference.outputDirectory = site.root.appendingPathComponent("Reference").path
        _ = try await SiteGenerator(options: reference).build()
        #expect(site.files() == site.files(in: "Reference"))
    }

    @Test func removingAPostRemovesItsFilesAndUpdatesTheListings() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        try site.write(
            """
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
        try site.write(
            "[\n  " + SiteOnDisk.comment("c3", post: "p2", body: "Fixed") + "\n]\n", to: "Content/comments/p2.json")
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

@Suite("Incremental rebuilds against full builds")
struct SiteRebuilderEquivalenceTests {
    /// One edit of the site's inputs.
    struct Edit: Sendable, CustomTestStringConvertible {
        let name: String
        let apply: @Sendable (SiteOnDisk) throws -> Void
        var testDescription: String { name }
    }

    static func comments(_ items: String...) -> String { "[\n  " + items.joined(separator: ",\n  ") + "\n]\n" }

    static let edits: [Edit] = [
        Edit(name: "a comment's text") { site in
            try site.write(
                comments(SiteOnDisk.comment("c3", post: "p2", body: "Edited")), to: "Content/comments/p2.json")
        },
        Edit(name: "a new reply, the newest comment") { site in
            try site.write(
                comments(
                    SiteOnDisk.comment("c1", post: "p1", body: "Hello from *c1*"),
                    SiteOnDisk.comment(
                        "c2", post: "p1", parent: "c1", body: "A reply", postedAt: "2026-11-20T11:00:00Z"),
                    SiteOnDisk.comment("c4", post: "p1", parent: "c2", body: "Newest", postedAt: "2026-11-21T11:00:00Z")
                ), to: "Content/comments/p1.json")
        },
        Edit(name: "a comment moved to another post") { site in
            try site.write(
                comments(SiteOnDisk.comment("c3", post: "p1", body: "Moved")), to: "Content/comments/p2.json")
        },
        Edit(name: "a new post with a new comments file") { site in
            try site.write(
                """
                [
                  {"id": "p1", "title": "First post", "url": "https://blog.example.org/1/", "publishedAt": "2026-11-01T10:00:00Z"},
                  {"id": "p2", "title": "Second post, renamed", "url": "https://blog.example.org/2/", "publishedAt": "2026-11-02T10:00:00Z"},
                  {"id": "p3", "title": "Third post", "url": "https://blog.example.org/3/", "publishedAt": "2026-11-03T10:00:00Z"}
                ]
                """, to: "Content/posts.json")
            try site.write(
                comments(SiteOnDisk.comment("c5", post: "p3", body: "On three", postedAt: "2026-11-19T10:00:00Z")),
                to: "Content/comments/p3.json")
        },
        Edit(name: "friends renamed and added") { site in
            try site.write(
                """
                [{"id": "f1", "firstName": "Ada", "lastName": "Lovelace"}, {"id": "f2", "firstName": "Alan M.", "lastName": "Turing"}, {"id": "f3", "firstName": "Grace", "lastName": "Hopper"}]
                """, to: "Content/friends.json")
        },
        Edit(name: "a post and its comments file removed") { site in
            try site.write(
                """
                [
                  {"id": "p1", "title": "First post", "url": "https://blog.example.org/1/", "publishedAt": "2026-11-01T10:00:00Z"},
                  {"id": "p3", "title": "Third post", "url": "https://blog.example.org/3/", "publishedAt": "2026-11-03T10:00:00Z"}
                ]
                """, to: "Content/posts.json")
            try site.delete("Content/comments/p2.json")
        },
        Edit(name: "an author with an avatar") { site in
            let withAvatar = SiteOnDisk.comment("c5", post: "p3", body: "On three", postedAt: "2026-11-19T10:00:00Z")
                .replacingOccurrences(
                    of: #""name": "Author c5"}"#,
                    with: #""name": "Author c5", "avatarURL": "https://avatars.example.org/a.png"}"#)
            try site.write(comments(withAvatar), to: "Content/comments/p3.json")
        },
        Edit(name: "avatars hot-linked") { site in
            try site.write(
                #"{"title": "Test Site", "baseURL": "http://localhost:8000/", "timeZone": "UTC", "avatars": "hotlink"}"#,
                to: "Content/site.json")
        },
        Edit(name: "the site's title") { site in
            try site.write(
                #"{"title": "Renamed", "baseURL": "http://localhost:8000/", "timeZone": "UTC", "feedLimit": 2}"#,
                to: "Content/site.json")
        },
        Edit(name: "a partial template") { site in
            try site.write(
                "<article id=\"{{anchor}}\"><h3>{{displayName}}</h3>{{{bodyHTML}}}{{#replies}}{{>partials/comment-cell}}{{/replies}}</article>\n",
                to: "Templates/partials/comment-cell.mustache")
        },
        Edit(name: "assets added and changed") { site in
            try site.write("p { margin: 0; }\n", to: "Content/assets/extra.css")
            try site.write("body { color: navy; }\n", to: "Templates/assets/style.css")
        },
    ]

    @Test func aSeriesOfEditsLeavesWhatAFullBuildWouldWrite() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let avatars = AvatarFetcherDouble(images: ["https://avatars.example.org/a.png": AvatarFetcherDouble.png("a")])
        var rebuilder = SiteRebuilder(options: site.options, services: BuildServices(avatarFetcher: avatars))
        _ = try await rebuilder.rebuild()
        var reference = site.options
        reference.outputDirectory = site.root.appendingPathComponent("Reference").path
        for edit in Self.edits {
            try edit.apply(site)
            let report = try await rebuilder.rebuild()
            #expect(report.kind == .incremental, "\(edit.name)")
            _ = try await SiteGenerator(options: reference, services: BuildServices(avatarFetcher: avatars)).build()
            #expect(site.files() == site.files(in: "Reference"), "after \(edit.name)")
        }
    }
}
