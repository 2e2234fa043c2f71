import MarginaliaSite
import Synchronization
import Testing

@testable import MarginaliaCommands

/// The long steps of a build say how far they have come.
@Suite("Build progress")
struct BuildProgressTests {
    @Test func everyPageIsCountedOnceInOrder() async throws {
        let site = try SiteFixture()
        let seen = Mutex<[BuildProgress]>([])
        var generator = site.generator()
        generator.progress = { progress in seen.withLock { $0.append(progress) } }
        _ = try await generator.build()
        let events = seen.withLock { $0 }
        #expect(
            events.filter { $0.step == "post pages" } == [
                BuildProgress(step: "post pages", done: 1, total: 2),
                BuildProgress(step: "post pages", done: 2, total: 2),
            ])
        // Two friend pages, the friends list, the home page, the site feed, the not-found page and the sitemap.
        let sitePages = events.filter { $0.step == "friend pages, home, feed and sitemap" }
        #expect(sitePages.map(\.done) == Array(1...7))
        #expect(sitePages.allSatisfy { $0.total == 7 })
        #expect(
            events.map(\.step) == ["post pages", "post pages"]
                + Array(repeating: "friend pages, home, feed and sitemap", count: 7))
    }

    @Test(arguments: [
        (BuildProgress(step: "post pages", done: 1200, total: 20000), "Rendering post pages: 1200 of 20000 (6 %)"),
        (BuildProgress(step: "friend pages", done: 5, total: 5), "Rendering friend pages: 5 of 5 (100 %)"),
        (BuildProgress(step: "post pages", done: 0, total: 0), "Rendering post pages: 0 of 0 (100 %)"),
    ])
    func theTerminalLineSaysWhatIsDoneOfHowMany(progress: BuildProgress, line: String) {
        #expect(ProgressLine.text(progress) == line)
    }
}
