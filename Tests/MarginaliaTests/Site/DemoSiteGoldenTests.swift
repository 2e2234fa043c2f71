import Foundation
import MarginaliaSite
import MarginaliaTestSupport
import Testing

/// Whole pages of the demo site against reviewed copies, so that any change to what a page says
/// shows up as a diff.
@Suite("Demo site pages")
struct DemoSiteGoldenTests {
    @Test(
        "page matches its golden file",
        arguments: [
            "index.html", "posts/view-models-for-html/index.html",
            "posts/static-sites-deserve-comments/index.html",
            "posts/static-sites-deserve-comments/page/2/index.html",
            "posts/static-sites-deserve-comments/thread.html",
            // A post in a language of its own (German): its page, thread and feed.
            "posts/logic-less-templates/index.html", "posts/logic-less-templates/thread.html",
            "posts/logic-less-templates/feed.xml", "friends/index.html",
            "friends/ahmed-alfarsi/index.html", "404.html", "feed.xml", "sitemap.xml",
            "robots.txt",
        ])
    func page(path: String) async throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("Output")
        let generator = SiteGenerator(
            options: .init(
                contentDirectory: PackagePaths.content, templatesDirectory: PackagePaths.templates,
                outputDirectory: output, referenceDate: TestDates.now, offline: true
            ))
        _ = try await generator.build()
        let html = try String(contentsOfFile: output + "/" + path, encoding: .utf8)
        try GoldenFile.assertMatches(html, golden: "demo/" + path)
    }
}
