import Foundation
import MarginaliaContent
import MarginaliaTestSupport
import Testing

@testable import MarginaliaSite

/// A build of large content leaves the comments' bodies in their files and reads each again when
/// its page is rendered (`BuildOptions.bodiesLeftInFilesFrom`): the site is the one a build that
/// holds every body writes, and a file that changed meanwhile fails the build before anything is
/// put in place.
@Suite("A build that leaves the bodies in their files")
struct BodiesLeftInFilesTests {
    private static func options(output: URL, leavingBodies: Bool) -> BuildOptions {
        var options = BuildOptions(
            contentDirectory: PackagePaths.content, templatesDirectory: PackagePaths.templates,
            outputDirectory: output.path, referenceDate: TestDates.now, offline: true,
            cacheDirectory: output.deletingLastPathComponent().appendingPathComponent("cache").path)
        options.bodiesLeftInFilesFrom = leavingBodies ? 0 : nil
        return options
    }

    @Test func theDemoSiteIsByteForByteTheSiteOfABuildThatHoldsEveryBody() async throws {
        let folder = try TemporaryDirectory()
        for (name, leaving) in [("held", false), ("left", true)] {
            _ = try await SiteGenerator(
                options: Self.options(output: folder.url.appending(path: name), leavingBodies: leaving)
            )
            .build()
        }
        let held = OutputTree.snapshot(folder.path("held"))
        #expect(held.count > 20)
        let left = OutputTree.snapshot(folder.path("left"))
        #expect(left.keys.sorted() == held.keys.sorted())
        #expect(left.keys.filter { left[$0] != held[$0] }.sorted() == [])
    }

    @Test func serveHoldsEveryBodyWhateverTheOptionsSay() throws {
        let folder = try TemporaryDirectory()
        let options = Self.options(output: folder.url.appending(path: "Output"), leavingBodies: true)
        #expect(options.bodiesLeftInFilesFrom == 0)
        #expect(SiteRebuilder(options: options).options.bodiesLeftInFilesFrom == nil)
    }

    @Test func aBodyChangedBeforeItsPageIsRenderedFailsTheBuildAndKeepsTheLastSite() async throws {
        let folder = try TemporaryDirectory()
        let output = folder.url.appending(path: "Output")
        let options = Self.options(output: output, leavingBodies: true)
        _ = try await SiteGenerator(options: options).build()
        let before = OutputTree.snapshot(output.path)

        // The content as the disk serves it, except that a range read from past a file's start (a
        // body read again; the load reads from the start) has its letters swapped in case.
        var files = ContentFileSystem.local
        let read = try #require(files.contentsOfRanges)
        files.contentsOfRanges = { path, ranges in
            zip(try read(path, ranges), ranges).map { bytes, range in
                guard range.lowerBound > 0 else { return bytes }
                return Data(bytes.map { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) ? $0 ^ 0x20 : $0 })
            }
        }
        let error = await #expect(throws: SiteError.self) {
            _ = try await SiteGenerator(options: options, services: BuildServices(contentFileSystem: files)).build()
        }
        guard case .content(let content) = error else {
            Issue.record("not a content error: \(String(describing: error))")
            return
        }
        #expect(!content.problems.isEmpty)
        #expect(content.problems.allSatisfy { $0.location.file.hasPrefix("comments/") })
        #expect(content.description.contains("changed while the site was built"))
        #expect(OutputTree.snapshot(output.path) == before)
    }
}
