import Foundation
import MarginaliaContent
import MarginaliaMarkdown
import MarginaliaTestSupport
import Synchronization
import Testing

@testable import MarginaliaSite

/// A build renders each comment's body once, however many pages show it (its post's pages, its
/// friend's page, the site feed): the bodies several pages show are kept from the first.
@Suite("Bodies shown by several pages")
struct SharedBodiesTests {
    /// The real renderer, counting how often each Markdown text is rendered.
    private final class CountingRenderer: MarkdownRendering {
        private let renderer = CMarkRenderer()
        private let counts = Mutex<[String: Int]>([:])

        var identity: String { renderer.identity }
        var rendered: [String: Int] { counts.withLock { $0 } }

        func body(fromMarkdown markdown: String) -> RenderedBody {
            counts.withLock { $0[markdown, default: 0] += 1 }
            return renderer.body(fromMarkdown: markdown)
        }
    }

    @Test(arguments: [false, true])
    func everyBodyOfTheDemoIsRenderedOnce(leavingBodiesInFiles: Bool) async throws {
        let folder = try TemporaryDirectory()
        var options = BuildOptions(
            contentDirectory: PackagePaths.content, templatesDirectory: PackagePaths.templates,
            outputDirectory: folder.path("Output"), referenceDate: TestDates.now, offline: true,
            cacheDirectory: folder.path("cache"))
        options.bodiesLeftInFilesFrom = leavingBodiesInFiles ? 0 : nil
        let renderer = CountingRenderer()
        _ = try await SiteGenerator(options: options, services: BuildServices(markdown: renderer)).build()

        let comments = try await ContentStore(directory: PackagePaths.content).load().comments
        let texts = Dictionary(grouping: comments.compactMap(\.body.text), by: { $0 }).mapValues(\.count)
        // Friends' comments are shown by their friend's page as well as their post's.
        #expect(comments.contains { $0.author.friendId != nil })
        #expect(renderer.rendered.keys.sorted() == texts.keys.sorted())
        #expect(renderer.rendered.filter { $0.value > texts[$0.key] ?? 0 } == [:])
    }
}
