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
        // Two posts, two friend pages, the friends list, the home page, the site feed, the
        // not-found page and the sitemap: every page of the plan, rendered in one parallel step.
        #expect(events.map(\.step) == Array(repeating: "pages", count: 9))
        #expect(events.map(\.done) == Array(1...9))
        #expect(events.allSatisfy { $0.total == 9 })
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
