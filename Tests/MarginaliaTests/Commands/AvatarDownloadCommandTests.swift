import Foundation
import Testing

@testable import MarginaliaSite

#if canImport(Glibc)
    import Glibc
#endif

/// The program is assembled in MarginaliaCommands: `build` and `serve` download avatars
/// (`BuildServices.live`), though the site's own default (`NoAvatarDownloads`) fetches nothing.
@Suite("The commands download avatars")
struct AvatarDownloadCommandTests {
    /// The test fixture with the reply's avatar on `server`, and where the build publishes it.
    private static func site(avatarOn server: AvatarImageServer) throws -> (site: SiteFixture, published: String) {
        let site = try SiteFixture()
        let url = "http://127.0.0.1:\(server.port)/a.png"
        try site.directory.write(
            SiteFixture.comments.replacing("https://avatars.example.org/2.png", with: url), to: "Content/comments.json")
        return (site, site.output + "/assets/avatars/\(AvatarMap.fileStem(for: url)).png")
    }

    private static func locations(_ site: SiteFixture) -> [String] {
        [
            "--content", site.content, "--templates", PackagePaths.templates, "--output", site.output,
            "--now", "2026-11-21T12:00:00Z",
        ]
    }

    /// The image is published, unless the program's own time limit for a download ran out (on a
    /// machine loaded by the whole suite running at once) and it said so: the request reaching
    /// the server is what shows that the live downloads are wired.
    private static func expectPublished(_ published: String, by process: ServerProcess) {
        let image = FileManager.default.contents(atPath: published)
        if image == nil, process.text.contains("no answer within") { return }
        #expect(image == Data(AvatarImageServer.png))
    }

    /// The request reached the server, unless the server (in this test process, starved while the
    /// whole suite runs at once) did not answer within the program's time limit and the program
    /// said so: either shows that the live downloads are wired; neither fails.
    private static func expectRequested(_ targets: [String], by process: ServerProcess) {
        if targets.isEmpty, process.text.contains("no answer within") { return }
        #expect(targets == ["GET /a.png"], "the program said: \(process.text)")
    }

    @Test func buildDownloadsAvatars() async throws {
        try await AvatarImageServer.run { server in
            let (site, published) = try Self.site(avatarOn: server)
            let process = try ServerProcess(arguments: ["build"] + Self.locations(site), in: site.directory.url)
            #expect(await process.exitStatus(within: .seconds(60)) == 0)
            Self.expectRequested(await server.log.targets, by: process)
            Self.expectPublished(published, by: process)
        }
    }

    @Test func serveDownloadsAvatars() async throws {
        try await AvatarImageServer.run { server in
            let (site, published) = try Self.site(avatarOn: server)
            let process = try ServerProcess(
                arguments: ["serve", "--port", "0", "--no-watch"] + Self.locations(site), in: site.directory.url)
            // The port is printed once the first build has swapped its output in.
            #expect(await process.port() != nil)
            Self.expectRequested(await server.log.targets, by: process)
            Self.expectPublished(published, by: process)
            process.signal(SIGINT)
            #expect(await process.exitStatus() == 0)
        }
    }
}
