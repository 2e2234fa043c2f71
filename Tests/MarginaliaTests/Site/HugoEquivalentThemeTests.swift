import Foundation
import Testing

@testable import MarginaliaSite

/// `Benchmarks/hugo-equivalent-theme` stands for the Hugo baseline in the benchmark: it must keep
/// writing what the baseline's layouts write.
@Suite("The benchmark's Hugo-equivalent theme")
struct HugoEquivalentThemeTests {
    static let theme = PackagePaths.root.appendingPathComponent("Benchmarks/hugo-equivalent-theme").path

    @Test func writesTheBaselinesPagesAndFields() async throws {
        let site = try SiteFixture()
        _ = try await site.generator(templates: Self.theme).build()
        let post = try site.page("posts/p1/index.html")
        // Both comments of p1 (one a reply), each with its author, Edited tag, date and body.
        #expect(post.components(separatedBy: #"<li class="comment""#).count - 1 == 2)
        #expect(post.contains(#"<span class="author">Jane Appleseed</span> <time datetime="2026-11-21T11:55:00Z">"#))
        #expect(post.contains(#"<span class="author">美咲</span> <span class="edited">Edited</span>"#))
        #expect(post.contains("<em>hi</em>") && !post.contains("<script>"))
        let home = try site.page("index.html")
        #expect(home.contains(#"<a href="posts/p1/">View models</a> <span class="count">2 comments</span>"#))
        #expect(try site.page("friends/index.html").components(separatedBy: "<li>").count - 1 == 2)
        #expect(try site.page("friends/1/index.html").contains(#"<a href="mailto:s@example.org">s@example.org</a>"#))
        // No feeds, sitemap or not-found page, as in the baseline.
        #expect(try site.page("feed.xml").isEmpty)
        #expect(try site.page("posts/p1/feed.xml").isEmpty)
    }
}
