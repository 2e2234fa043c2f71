import Foundation
import MarginaliaViewModels
import Testing

@testable import MarginaliaSite

/// Sitemaps by the sitemaps.org protocol: one `sitemap.xml` up to the limits, above them an index
/// of numbered parts, every file valid against the protocol's schemas; `robots.txt` names it. The
/// limits are made small (`BuildOptions.sitemapLimits`) so that a six-URL site crosses them.
@Suite("Sitemap limits")
struct SitemapLimitTests {
    /// The six URLs of `SiteOnDisk`'s content, in the sitemap's order.
    static let urls = [
        "http://localhost:8000/", "http://localhost:8000/friends/", "http://localhost:8000/posts/p1/",
        "http://localhost:8000/posts/p2/", "http://localhost:8000/friends/f1/", "http://localhost:8000/friends/f2/",
    ]
    static let robots = "Sitemap: http://localhost:8000/sitemap.xml\n"

    /// `SiteOnDisk`'s content with the bundled theme, whose sitemap is the protocol's.
    static func site() throws -> SiteOnDisk {
        try SiteOnDisk.make()
    }

    static func options(_ site: SiteOnDisk, limits: SitemapLimits, output: String = "Output") -> BuildOptions {
        var options = site.options
        options.templatesDirectory = PackagePaths.templates
        options.outputDirectory = site.root.appendingPathComponent(output).path
        options.offline = true
        options.sitemapLimits = limits
        return options
    }

    /// Every sitemap file of an output folder and `robots.txt`, by name.
    static func sitemapFiles(_ site: SiteOnDisk, in folder: String = "Output") -> [String: Data] {
        site.files(in: folder).filter { $0.key.hasPrefix("sitemap") || $0.key == "robots.txt" }
    }

    /// The `<loc>`s of a sitemap or sitemap index, in order.
    static func locations(_ data: Data) -> [String] {
        let text = String(decoding: data, as: UTF8.self)
        return text.components(separatedBy: "<loc>").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    /// Checks that `files` hold an index of `partCount` parts, each valid and within `limits`,
    /// listing `urls` in order between them.
    static func expectIndex(
        _ files: [String: Data], partCount: Int, limits: SitemapLimits,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let parts = (1...partCount).map { "sitemap-\($0).xml" }
        #expect(
            files.keys.sorted() == (["robots.txt", "sitemap.xml"] + parts).sorted(), sourceLocation: sourceLocation)
        guard let index = files["sitemap.xml"] else { return }
        #expect(SitemapSchema.index.validates(index), sourceLocation: sourceLocation)
        #expect(!SitemapSchema.sitemap.validates(index), sourceLocation: sourceLocation)
        #expect(locations(index) == parts.map { "http://localhost:8000/" + $0 }, sourceLocation: sourceLocation)
        var listed: [String] = []
        for part in parts {
            guard let data = files[part] else { continue }
            #expect(SitemapSchema.sitemap.validates(data), "\(part)", sourceLocation: sourceLocation)
            #expect(locations(data).count <= limits.urls, "\(part)", sourceLocation: sourceLocation)
            #expect(data.count <= limits.bytes, "\(part): \(data.count) bytes", sourceLocation: sourceLocation)
            listed += locations(data)
        }
        #expect(listed == urls, sourceLocation: sourceLocation)
        #expect(files["robots.txt"] == Data(robots.utf8), sourceLocation: sourceLocation)
    }

    @Test func atTheURLLimitOneSitemapAsBefore() async throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try await SiteGenerator(options: Self.options(site, limits: SitemapLimits(urls: 6, bytes: 52_428_800)))
            .build()
        let files = Self.sitemapFiles(site)
        #expect(files.keys.sorted() == ["robots.txt", "sitemap.xml"])
        let sitemap = try #require(files["sitemap.xml"])
        #expect(SitemapSchema.sitemap.validates(sitemap))
        #expect(!SitemapSchema.index.validates(sitemap))
        #expect(Self.locations(sitemap) == Self.urls)
        #expect(files["robots.txt"] == Data(Self.robots.utf8))

        // The protocol's limits write the same bytes.
        _ = try await SiteGenerator(options: Self.options(site, limits: .sitemapProtocol, output: "Reference")).build()
        #expect(Self.sitemapFiles(site, in: "Reference") == files)
    }

    @Test(arguments: [(5, 2), (4, 2), (3, 2), (2, 3), (1, 6)])
    func aboveTheURLLimitAnIndexOfParts(limit: Int, parts: Int) async throws {
        let site = try Self.site()
        defer { site.remove() }
        let limits = SitemapLimits(urls: limit, bytes: 52_428_800)
        _ = try await SiteGenerator(options: Self.options(site, limits: limits)).build()
        Self.expectIndex(Self.sitemapFiles(site), partCount: parts, limits: limits)
    }

    @Test func theByteLimitCountsTheRenderedFile() async throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try await SiteGenerator(options: Self.options(site, limits: .sitemapProtocol, output: "Reference")).build()
        let whole = try #require(Self.sitemapFiles(site, in: "Reference")["sitemap.xml"]).count

        // Exactly the file's size: one file.
        _ = try await SiteGenerator(options: Self.options(site, limits: SitemapLimits(urls: 50_000, bytes: whole)))
            .build()
        #expect(Self.sitemapFiles(site).keys.sorted() == ["robots.txt", "sitemap.xml"])

        // A byte less: an index, each part within the limit.
        let smaller = SitemapLimits(urls: 50_000, bytes: whole - 1)
        _ = try await SiteGenerator(options: Self.options(site, limits: smaller)).build()
        Self.expectIndex(Self.sitemapFiles(site), partCount: 2, limits: smaller)

        // Room for two URLs a part.
        let tight = SitemapLimits(urls: 50_000, bytes: 250)
        _ = try await SiteGenerator(options: Self.options(site, limits: tight)).build()
        Self.expectIndex(Self.sitemapFiles(site), partCount: 3, limits: tight)
    }

    @Test func aURLLargerThanTheByteLimitGetsAPartOfItsOwn() {
        let size = SitemapSize(fixed: 10, perURL: 5, perURLByte: 1)
        let urls = ["a", String(repeating: "b", count: 100), "c", "d"]
        let parts = SitemapPage.parts(of: urls, size: size, limits: SitemapLimits(urls: 10, bytes: 30))
        #expect(parts == [0..<1, 1..<2, 2..<4])
        #expect(SitemapPage.parts(of: urls, size: size, limits: SitemapLimits(urls: 4, bytes: 200)) == nil)
        #expect(
            SitemapPage.parts(of: urls, size: size, limits: SitemapLimits(urls: 0, bytes: 200)) == [
                0..<1, 1..<2, 2..<3, 3..<4,
            ])
    }

    @Test func theSizeOfTheBundledSitemapIsMeasuredExactly() async throws {
        let templates = try await TemplateRenderer.load(directory: PackagePaths.templates)
        let size = SitemapSize(measuring: templates)
        let urls = ["https://example.org/a&b/", "https://example.org/<'\">/", "https://example.org/ü/"]
        let rendered = templates.render(SitemapViewModel(urls: urls), template: SitemapPage.template)
        #expect(urls.map(size.entry).reduce(size.fixed, +) == rendered.count)
    }

    /// `serve`'s rebuild crosses the limit and comes back: each step leaves the sitemap files a
    /// build from scratch writes, and no part of an earlier step.
    @Test(arguments: [(6, [0, 2, 0]), (3, [2, 3, 2])])
    func aRebuildCrossingTheLimitAndBackLeavesNoStalePart(limit: Int, partCounts: [Int]) async throws {
        let site = try Self.site()
        defer { site.remove() }
        let limits = SitemapLimits(urls: limit, bytes: 52_428_800)
        var rebuilder = SiteRebuilder(options: Self.options(site, limits: limits))
        let posts = try site.read("Content/posts.json")
        let third =
            #"{"id": "p3", "title": "Third", "url": "https://blog.example.org/3/", "publishedAt": "2026-11-03T10:00:00Z"}"#
        let morePosts = posts.replacingOccurrences(of: "\n]", with: ",\n  " + third + "\n]")
        for (number, (text, partCount)) in zip([posts, morePosts, posts], partCounts).enumerated() {
            try site.write(text, to: "Content/posts.json")
            let report = try await rebuilder.rebuild()
            let files = Self.sitemapFiles(site)
            let parts = partCount == 0 ? [] : (1...partCount).map { "sitemap-\($0).xml" }
            #expect(files.keys.sorted() == (["robots.txt", "sitemap.xml"] + parts).sorted(), "step \(number)")
            if number == 2 {
                let gone = ((partCount + 1)...partCounts[1]).map { "sitemap-\($0).xml" }
                #expect(gone.allSatisfy(report.filesRemoved.contains), "\(report.filesRemoved)")
            }
            let reference = "Reference\(number)"
            _ = try await SiteGenerator(options: Self.options(site, limits: limits, output: reference)).build()
            #expect(site.files() == site.files(in: reference), "step \(number)")
        }
    }
}
