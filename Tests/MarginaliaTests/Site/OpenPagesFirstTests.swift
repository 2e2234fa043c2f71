import Foundation
import MarginaliaSite
import Testing

@Suite("Rendering the pages open in browsers first")
struct OpenPagesFirstTests {
    /// What a test saw when the rebuilder said the open pages were written.
    actor Observations {
        var reports: [RebuildReport] = []
        var notes: [String: Bool] = [:]

        func record(_ report: RebuildReport, _ notes: [String: Bool]) {
            reports.append(report)
            self.notes.merge(notes) { _, new in new }
        }
    }

    static let edited = "<main class=\"v2\">"

    /// The page open in the browser throughout.
    static let open: Set<String> = ["posts/p1/index.html"]

    /// A rebuilder of `site` whose open page is `open`, and what its callback saw: whether the
    /// open page and another page were new on disk then, and whether the other one rendered on demand.
    static func rebuilder(
        _ site: SiteOnDisk, pending: PendingPages = PendingPages(), observations: Observations
    ) -> SiteRebuilder {
        var rebuilder = SiteRebuilder(options: site.options)
        rebuilder.priorities = RebuildPriorities(
            openPaths: { open },
            firstPagesWritten: { report in
                let isNew = { (path: String) in (try? site.read("Output/" + path).contains(edited)) == true }
                var notes = ["open page new": isNew("posts/p1/index.html")]
                notes["other page new before"] = isNew("posts/p2/index.html")
                notes["other page pending"] = pending.count > 0
                notes["rendered on demand"] = pending.renderIfPending("posts/p2/index.html")
                notes["other page new after"] = isNew("posts/p2/index.html")
                notes["open page pending"] = pending.renderIfPending("posts/p1/index.html")
                await observations.record(report, notes)
            },
            pending: pending
        )
        return rebuilder
    }

    @Test func aTemplateEditWritesTheOpenPageFirstAndAnyOtherOnDemand() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let pending = PendingPages()
        let observations = Observations()
        var rebuilder = Self.rebuilder(site, pending: pending, observations: observations)
        _ = try await rebuilder.rebuild()
        let layout = try site.read("Templates/layout.mustache")
        try site.write(layout.replacingOccurrences(of: "<main>", with: Self.edited), to: "Templates/layout.mustache")

        let report = try await rebuilder.rebuild()

        let first = try #require(await observations.reports.first)
        #expect(await observations.reports.count == 1)
        #expect(first.kind == .firstPages)
        #expect(first.filesWritten == ["posts/p1/index.html"])
        #expect(first.description.hasPrefix("Open pages first: rewrote posts/p1/index.html first in "))
        #expect(
            await observations.notes == [
                "open page new": true, "other page new before": false, "other page pending": true,
                "rendered on demand": true, "other page new after": true, "open page pending": false,
            ])
        #expect(report.kind == .incremental)
        #expect(report.shownFirst == ["posts/p1/index.html"])
        #expect(report.filesWritten.contains("posts/p2/index.html") && report.filesWritten.contains("index.html"))
        #expect(pending.count == 0)
        var options = site.options
        options.outputDirectory = site.root.appendingPathComponent("Reference").path
        _ = try await SiteGenerator(options: options).build()
        #expect(site.files() == site.files(in: "Reference"), "the site is consistent once the rest is written")
    }

    @Test func aChangeToFewPagesRendersThemAllAtOnce() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let observations = Observations()
        var rebuilder = Self.rebuilder(site, observations: observations)
        _ = try await rebuilder.rebuild()
        let comments = "[\n  " + SiteOnDisk.comment("c3", post: "p2", body: "Edited") + "\n]\n"
        try site.write(comments, to: "Content/comments/p2.json")
        let report = try await rebuilder.rebuild()
        #expect(await observations.reports.isEmpty)
        #expect(report.shownFirst.isEmpty)
    }

    @Test func aBrokenTemplateWritesNothingFirst() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let observations = Observations()
        var rebuilder = Self.rebuilder(site, observations: observations)
        _ = try await rebuilder.rebuild()
        let before = site.files()
        try site.write("{{<layout}}{{$main}}{{#page.comments}}{{/main}}{{/layout}}", to: "Templates/post.mustache")
        await #expect(throws: SiteError.self) { try await rebuilder.rebuild() }
        #expect(await observations.reports.isEmpty)
        #expect(site.files() == before)
    }
}
