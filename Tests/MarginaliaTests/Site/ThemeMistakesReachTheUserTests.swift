import Foundation
import MarginaliaSite
import Testing

@testable import MarginaliaServer

/// The checker's new errors reach `serve`'s overlay with their place, as every load error does,
/// and its warnings reach the build's report and the rebuild's log line.
@Suite("Theme mistakes reach the user")
struct ThemeMistakesReachTheUserTests {
    @Test func aParentThatExtendsItselfIsShownInTheOverlayWithItsPlace() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: site.options)
        _ = try await rebuilder.rebuild()
        let layout = try site.read("Templates/layout.mustache")
        try site.write(layout + "{{<layout}}{{$x}}{{/x}}{{/layout}}\n", to: "Templates/layout.mustache")
        do {
            _ = try await rebuilder.rebuild(changedFiles: [site.templates.path + "/layout.mustache"])
            Issue.record("the rebuild succeeded")
        } catch {
            let failure = BuildFailure(error, options: site.options)
            #expect(failure.file == site.templates.path + "/layout.mustache")
            #expect(failure.line == 13 && failure.column == 1)
            #expect(failure.message.contains("layout extends itself (layout → layout)"))
        }
    }

    @Test func aTemplateNothingReachesIsAWarningOfBuildAndServe() async throws {
        let site = try SiteOnDisk.make(["Templates/partials/old.mustache": "{{title}}"])
        defer { site.remove() }
        let warning =
            "warning: \(site.templates.path)/partials/old.mustache:1:1: no page, partial or parent reaches partials/old, so nothing uses it; include it, or remove the file"
        let report = try await SiteGenerator(options: site.options).build()
        #expect(report.themeWarnings.map(\.description) == [warning])
        var rebuilder = SiteRebuilder(options: site.options)
        let first = try await rebuilder.rebuild()
        #expect(first.description.hasSuffix("\n" + warning))
        // Said again only when the theme is loaded again.
        let again = try await rebuilder.rebuild()
        #expect(again.themeWarnings.isEmpty)
    }
}
