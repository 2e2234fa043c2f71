import Foundation
import MarginaliaTestSupport
import Testing

@testable import MarginaliaSite

/// The page `Benchmarks/TemplateEngines` times must be the busiest post page, whole.
@Suite("The benchmark's busiest post page")
struct BusiestPostPageTests {
    @Test func isThePostWithTheMostCommentsWithEveryComment() async throws {
        let sample = try await BusiestPostPage(
            contentDirectory: PackagePaths.content, templatesDirectory: PackagePaths.templates,
            referenceDate: TestDates.now
        )
        #expect(sample.page.postId == "view-models-for-html")
        #expect(sample.page.commentCount == 12)
        let html = String(decoding: sample.render(), as: UTF8.self)
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.hasSuffix("</html>\n"))
        #expect(html.components(separatedBy: "<article id=\"comment-").count - 1 == 12)
    }
}
