import Foundation
import Testing

/// `marginalia build` as a user runs it: the summary line, and the step timings on request.
@Suite("The build command")
struct BuildCommandTests {
    /// Runs a build of the test fixture; `lastLine` is text of the last line it prints.
    private func build(_ extra: [String], lastLine: String) async throws -> (status: Int32?, output: String) {
        let site = try SiteFixture()
        let process = try ServerProcess(
            arguments: [
                "build", "--content", site.content, "--templates", PackagePaths.templates, "--output", site.output,
                "--now", "2026-11-21T12:00:00Z", "--offline",
            ] + extra,
            in: site.directory.url
        )
        let status = await process.exitStatus(within: .seconds(60))
        _ = await process.waitForOutput(lastLine)
        return (status, process.text)
    }

    @Test func printsOneSummaryLine() async throws {
        let (status, output) = try await build([], lastLine: " ms")
        #expect(status == 0)
        #expect(output.hasPrefix("Built 14 pages and copied 5 assets from 2 posts, 2 comments and 2 friends in "))
        #expect(!output.contains("post pages and their feeds"))
    }

    @Test func timingsListEveryStepWithItsSecondsAndCPUTime() async throws {
        let (status, output) = try await build(["--timings"], lastLine: "swap the new site in")
        #expect(status == 0)
        let steps = output.split(separator: "\n").dropFirst()
        #expect(
            steps.map {
                $0.trimmingCharacters(in: .whitespaces).replacing(/\s+\d+\.\d\d s\s+\d+\.\d\d s CPU$/, with: "")
            } == [
                "read and check the content", "load the templates", "avatars", "index the content",
                "plan the pages", "shared bodies", "pages", "assets",
                "swap the new site in",
            ])
    }
}
