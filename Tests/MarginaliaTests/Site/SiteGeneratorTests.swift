import Foundation
import MarginaliaTestSupport
import Testing

@testable import MarginaliaSite

@Suite("Generating the site")
struct SiteGeneratorTests {
    @Test func writesEveryPageOfTheContract() async throws {
        let site = try SiteFixture()
        let report = try await site.build()
        let files = Set(OutputTree.snapshot(site.output).keys)
        for path in [
            "index.html", "posts/p1/index.html", "posts/p2/index.html", "posts/p1/feed.xml", "posts/p1/thread.html",
            "friends/index.html", "friends/1/index.html", "friends/2/index.html",
            "feed.xml", "sitemap.xml", "robots.txt", "404.html", "assets/style.css",
        ] {
            #expect(files.contains(path), "missing \(path)")
        }
        #expect(report.posts == 2)
        #expect(report.comments == 2)
        #expect(report.friends == 2)
        #expect(report.pagesWritten == 14)
    }

    @Test func theSummaryMeasuresTheOutputAsWritten() async throws {
        let site = try SiteFixture()
        let report = try await site.build()
        let files = OutputTree.snapshot(site.output)
        let largest = Self.expectSummary(report.output, counts: files)
        #expect(report.description.hasSuffix("; the output is \(report.output)"))
        #expect(report.output.description.hasPrefix("\(files.count) files, "))
        #expect(report.output.description.contains("; the largest page is \(largest?.key ?? "?") ("))
    }

    /// The writer counts files as it writes them; pages kept from the last build (linked, not
    /// written) and files equal to the last build's count too.
    @Test func theSummaryCountsKeptPagesAsTheFilesOnDisk() async throws {
        let site = try SiteFixture()
        _ = try await site.build()
        try site.directory.write(
            SiteFixture.comments.replacingOccurrences(of: "A reply with `code`", with: "A much longer edited reply"),
            to: "Content/comments.json")
        let report = try await site.build()
        #expect(report.keptPages > 0)
        Self.expectSummary(report.output, counts: OutputTree.snapshot(site.output))
    }

    /// Expects `size` to count `files` (contents by path): their number, their bytes and the
    /// largest page, the first by path of equal ones. Returns that page.
    @discardableResult
    private static func expectSummary(_ size: OutputSize, counts files: [String: Data]) -> (key: String, value: Data)? {
        #expect(size.files == files.count)
        #expect(size.bytes == Int64(files.values.map(\.count).reduce(0, +)))
        let largest = files.filter { $0.key.hasSuffix(".html") }.max {
            ($0.value.count, $1.key) < ($1.value.count, $0.key)
        }
        #expect(size.largestPage == largest?.key)
        #expect(size.largestPageBytes == Int64(largest?.value.count ?? -1))
        return largest
    }

    @Test func ofPagesOfEqualSizeTheFirstByPathIsTheLargest() {
        var size = OutputSize()
        size.add("b/index.html", size: 0)
        #expect(size.largestPage == "b/index.html")
        size.add("c/index.html", size: 0)
        size.add("a/index.html", size: 0)
        size.add("feed.xml", size: 10)
        #expect(size.largestPage == "a/index.html")
        size.add("d/index.html", size: 1)
        #expect(size.largestPage == "d/index.html")
        #expect(size.files == 5)
        #expect(size.bytes == 11)
    }

    @Test func sizesReadAsBytesKilobytesMegabytesAndGigabytes() {
        #expect(OutputSize.readable(0) == "0 bytes")
        #expect(OutputSize.readable(999) == "999 bytes")
        #expect(OutputSize.readable(1_000) == "1.0 KB")
        #expect(OutputSize.readable(48_213) == "48.2 KB")
        #expect(OutputSize.readable(312_400_000) == "312.4 MB")
        #expect(OutputSize.readable(4_600_000_000) == "4.6 GB")
    }

    @Test func postPagesShowThreadedCommentsWithPermalinks() async throws {
        let site = try SiteFixture()
        _ = try await site.build()
        let html = try site.page("posts/p1/index.html")
        #expect(html.contains(#"id="comment-c1""#))
        #expect(html.contains(#"id="comment-c2""#))
        #expect(html.contains("h-entry"))
        #expect(html.contains(#"datetime="2026-11-21T11:55:00Z""#))
        #expect(html.contains("5 minutes ago"))
        #expect(html.contains("<em>hi</em>"))
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("Edited"))
        #expect(html.contains("美咲"))
        #expect(html.contains("https://blog.example.org/reply?post=p1&amp;c=c2"))
        let quiet = try site.page("posts/p2/index.html")
        #expect(quiet.contains("No comments yet"))
    }

    @Test func listsAndFeedsAreFilled() async throws {
        let site = try SiteFixture()
        _ = try await site.build()
        #expect(try site.page("friends/index.html").contains("Your Friends (2)"))
        #expect(try site.page("friends/1/index.html").contains("mailto:s@example.org"))
        let feed = try site.page("feed.xml")
        #expect(feed.contains("<id>https://comments.example.org/posts/p1/#comment-c2</id>"))
        #expect(feed.firstRange(of: "comment-c2")!.lowerBound < feed.firstRange(of: "comment-c1")!.lowerBound)
        #expect(try site.page("sitemap.xml").contains("<loc>https://comments.example.org/friends/2/</loc>"))
        #expect(try site.page("index.html").contains("2 comments"))
    }

    @Test func buildingTwiceGivesByteIdenticalOutput() async throws {
        let site = try SiteFixture()
        _ = try await site.build()
        let first = OutputTree.snapshot(site.output)
        _ = try await site.build()
        #expect(OutputTree.snapshot(site.output) == first)
        #expect(!first.isEmpty)
    }

    @Test func aFailedBuildLeavesThePreviousOutputExactlyAsItWas() async throws {
        let site = try SiteFixture()
        _ = try await site.build()
        let before = OutputTree.snapshot(site.output)
        try site.directory.write(#"[{"id": "c1", "postId": "p1""#, to: "Content/comments.json")
        await #expect(throws: SiteError.self) { try await site.build() }
        #expect(OutputTree.snapshot(site.output) == before)
        // Beside the output: the cache folder (avatars, the page manifest) and no staging folder.
        #expect(OutputTree.entries(site.directory.url.path) == [".marginalia-cache", "Content", "Output"])
    }

    @Test func aBrokenTemplateIsReportedWithItsLineAndLeavesTheOutput() async throws {
        let site = try SiteFixture()
        _ = try await site.build()
        let before = OutputTree.snapshot(site.output)
        let templates = site.directory.path("Templates")
        try FileManager.default.copyItem(atPath: PackagePaths.templates, toPath: templates)
        try site.directory.write("<p>\n{{#page}}\n{{title}\n", to: "Templates/home.mustache")
        do {
            _ = try await site.generator(templates: templates).build()
            Issue.record("the build should fail")
        } catch {
            guard case .template(let problems) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            // `{{title}` at line 3 never closes, so neither does `{{#page}}` at line 2.
            #expect(problems.map(\.line) == [2, 3])
            #expect(problems.allSatisfy { $0.file.hasSuffix("/home.mustache") })
        }
        #expect(OutputTree.snapshot(site.output) == before)
    }

    @Test func everyMissingTemplateIsNamed() async throws {
        let site = try SiteFixture()
        let templates = site.directory.path("Templates")
        try site.directory.write("{{title}}", to: "Templates/home.mustache")
        // The frame and partials, then each kind's templates in the order of the table of kinds.
        let names = [
            "layout", "partials/comment-cell", "partials/friend-cell", "post", "feed", "sitemap", "friends", "404",
            "friend",
        ]
        let missing = names.map {
            TemplateProblem(file: "\(templates)/\($0).mustache", message: "this template is missing")
        }
        await #expect(throws: SiteError.template(missing)) {
            try await site.generator(templates: templates).build()
        }
    }

    @Test func leftoversOfAnInterruptedBuildAreRemoved() async throws {
        let site = try SiteFixture()
        try site.directory.write("half a page", to: ".Output.marginalia-staging-99-deadbeef/index.html")
        _ = try await site.build()
        // Beside the output: the cache folder (avatars, the page manifest) and no staging folder.
        #expect(OutputTree.entries(site.directory.url.path) == [".marginalia-cache", "Content", "Output"])
    }

    @Test func theReferenceDateDrivesEveryRelativeDate() async throws {
        let site = try SiteFixture()
        _ = try await site.generator(now: TestDates.date("2026-12-21T12:00:00Z")).build()
        let html = try site.page("posts/p1/index.html")
        #expect(html.contains("1 month ago"))
        #expect(!html.contains("5 minutes ago"))
    }
}

@Suite("Rebuilding with the command-line build")
struct UnchangedPagesTests {
    private func inode(_ path: String) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    @Test func unchangedPagesAreKeptAndChangedOnesWritten() async throws {
        let site = try SiteFixture()
        let first = try await site.build()
        #expect(first.unchangedFiles == 0)
        let quietPost = try inode(site.output + "/posts/p2/index.html")
        let stylesheet = try inode(site.output + "/assets/style.css")
        let busyPost = try inode(site.output + "/posts/p1/index.html")

        let edited = SiteFixture.comments.replacingOccurrences(of: "A reply with", with: "An edited reply with")
        try site.directory.write(edited, to: "Content/comments.json")
        let second = try await site.build()

        #expect(try inode(site.output + "/posts/p2/index.html") == quietPost)
        #expect(try inode(site.output + "/assets/style.css") == stylesheet)
        #expect(try inode(site.output + "/posts/p1/index.html") != busyPost)
        #expect(try site.page("posts/p1/index.html").contains("An edited reply with"))
        // The post page, its feed, its thread and the site feed changed; the home page (same counts
        // and dates) did not.
        #expect(second.unchangedFiles == OutputTree.snapshot(site.output).count - 4)
    }

    /// The theme's stylesheet is first linked from the previous build; a content asset of the same
    /// name then replaces it in the staging folder, and must not be written through that link.
    @Test func aContentAssetThatNowReplacesTheThemesLeavesThePreviousBuildsFileAlone() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        _ = try await SiteGenerator(options: site.options).build()
        let kept = site.root.appendingPathComponent("kept.css").path
        #expect(link(site.output.path + "/assets/style.css", kept) == 0)

        try site.write("body { color: teal; }\n", to: "Content/assets/style.css")
        _ = try await SiteGenerator(options: site.options).build()

        #expect(try site.read("Output/assets/style.css") == "body { color: teal; }\n")
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "body { color: black; }\n")
    }
}
