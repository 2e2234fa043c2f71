import Foundation
import MarginaliaSite
import Testing

/// `serve` says which avatars it could not fetch, as `build` does: the rebuild report lists them
/// after its summary, which the server prints.
@Suite("Avatar warnings in serve")
struct RebuildAvatarWarningsTests {
    @Test func theFirstBuildReportsTheAvatarsItCouldNotFetch() async throws {
        let site = try SiteFixture()
        let generator = site.generator()
        var rebuilder = SiteRebuilder(options: generator.options, services: generator.services)
        let report = try await rebuilder.rebuild()
        #expect(report.avatarProblems.map(\.url) == ["https://avatars.example.org/2.png"])
        #expect(
            report.description.split(separator: "\n").last
                == "warning: avatar https://avatars.example.org/2.png: could not resolve avatars.example.org; showing initials"
        )
    }
}
