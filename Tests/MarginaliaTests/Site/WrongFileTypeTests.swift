import Foundation
import MarginaliaContent
import MarginaliaSite
import MarginaliaTestSupport
import SystemPackage
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every content or template path of the wrong type stops the build with an error naming the
/// path, and the previous output stays as it was: a folder where a file belongs, a file where a
/// folder belongs, a link to nothing, a FIFO (which a read would wait on forever), a loop of links.
@Suite("Wrong file types")
struct WrongFileTypeTests {
    /// A content folder and a copy of the default theme in a temporary folder.
    struct Site {
        let fixture: SiteFixture
        var content: String { fixture.content }
        var templates: String { fixture.directory.path("Templates") }

        init() throws {
            fixture = try SiteFixture()
            try FileManager.default.copyItem(atPath: PackagePaths.templates, toPath: templates)
        }

        func generator(fileSystem: ContentFileSystem = .local) -> SiteGenerator {
            SiteGenerator(
                options: .init(
                    contentDirectory: content, templatesDirectory: templates, outputDirectory: fixture.output,
                    referenceDate: TestDates.now
                ),
                services: BuildServices(
                    contentFileSystem: fileSystem,
                    avatarFetcher: AvatarFetcherDouble(unreachableHosts: ["avatars.example.org"]))
            )
        }
    }

    /// How a path is spoiled.
    enum Spoil: Sendable {
        case folder, file, danglingLink, fifo, linkLoop

        func apply(at path: String) throws {
            let fileManager = FileManager.default
            if fileManager.fileExists(atPath: path) || (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil
            {
                try fileManager.removeItem(atPath: path)
            }
            switch self {
            case .folder: try fileManager.createDirectory(atPath: path, withIntermediateDirectories: true)
            case .file: try Data("not a folder".utf8).write(to: URL(fileURLWithPath: path))
            case .danglingLink: try fileManager.createSymbolicLink(atPath: path, withDestinationPath: path + ".gone")
            case .fifo: guard mkfifo(path, 0o644) == 0 else { throw Errno(rawValue: errno) }
            case .linkLoop: try fileManager.createSymbolicLink(atPath: path, withDestinationPath: path)
            }
        }

        /// What the build is expected to find there.
        var found: ContentFileSystem.ItemKind {
            switch self {
            case .folder: .directory
            case .file: .file
            case .danglingLink: .danglingLink
            case .fifo: .special
            case .linkLoop: .inaccessible(.tooManySymbolicLinkLevels)
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        /// The path below the site's temporary folder.
        let path: String
        let spoil: Spoil
        let expected: ContentFileSystem.ItemKind
        /// The name the error gives, for content paths (relative to the content folder).
        let shownAs: String?

        var testDescription: String { "\(path) as \(spoil)" }

        static func content(
            _ name: String, _ spoil: Spoil, expected: ContentFileSystem.ItemKind = .file, shownAs: String? = nil
        ) -> Case {
            Case(path: "Content/" + name, spoil: spoil, expected: expected, shownAs: shownAs ?? name)
        }

        static func template(_ name: String, _ spoil: Spoil, expected: ContentFileSystem.ItemKind = .file) -> Case {
            Case(path: "Templates" + (name.isEmpty ? "" : "/" + name), spoil: spoil, expected: expected, shownAs: nil)
        }
    }

    static let cases: [Case] = [
        .content("friends.json", .folder),
        .content("posts.json", .folder),
        .content("site.json", .folder),
        .content("comments.json", .folder),
        .content("comments/p1.json", .folder),
        .content("comments", .file, expected: .directory, shownAs: "comments/"),
        .content("assets", .file, expected: .directory, shownAs: "assets/"),
        .content("friends.json", .danglingLink),
        .content("comments.json", .danglingLink),
        .content("assets", .danglingLink, expected: .directory, shownAs: "assets/"),
        .content("friends.json", .fifo),
        .content("posts.json", .linkLoop),
        .template("layout.mustache", .folder),
        .template("partials/comment-cell.mustache", .folder),
        .template("partials", .file, expected: .directory),
        .template("assets", .file, expected: .directory),
        .template("", .file, expected: .directory),
        .template("post.mustache", .danglingLink),
        .template("home.mustache", .fifo),
        .template("partials", .linkLoop, expected: .directory),
    ]

    /// The previous site: written by hand rather than built, since every row's build fails
    /// before it renders anything (20 full builds would only load the machine).
    static let previousOutput = ["index.html": "the previous site", "posts/p1/index.html": "a previous page"]

    @Test("a path of the wrong type stops the build and keeps the output", arguments: cases)
    func wrongType(_ row: Case) async throws {
        let site = try Site()
        if row.path.hasPrefix("Content/comments/") { try site.fixture.directory.write("[]", to: row.path) }
        for (path, text) in Self.previousOutput { try site.fixture.directory.write(text, to: "Output/" + path) }
        let before = OutputTree.snapshot(site.fixture.output)
        #expect(before.count == Self.previousOutput.count)
        let path = site.fixture.directory.path(row.path)
        try row.spoil.apply(at: path)
        let mismatch = KindMismatch(expected: row.expected, found: row.spoil.found)

        let error = await #expect(throws: SiteError.self) { try await site.generator().build() }
        switch error {
        case .content(let contentError)?:
            #expect(contentError.problems.map(\.location.file) == [row.shownAs])
            #expect(contentError.problems.map(\.kind) == [.wrongKind(mismatch)])
            #expect(error?.description == "error: \(row.shownAs ?? ""): \(mismatch)")
        case .template(let problems)?:
            #expect(row.shownAs == nil)
            #expect(problems.map(\.file) == [path])
            #expect(problems.map(\.message) == [mismatch.description])
            #expect(error?.description == "error: \(path): \(mismatch)")
        default:
            Issue.record("expected a content or template error, got \(String(describing: error))")
        }
        #expect(OutputTree.snapshot(site.fixture.output) == before)
        #expect(
            OutputTree.entries(site.fixture.directory.url.path) == ["Content", "Output", "Templates"],
            "no staging folder is left")
    }

    /// A file that exists but cannot be opened (permission is denied): root, which the tests run
    /// as, may open any file, so the denial comes from a file-system double around the disk.
    @Test func anUnreadableFileStopsTheBuildAndKeepsTheOutput() async throws {
        let site = try Site()
        _ = try await site.generator().build()
        let before = OutputTree.snapshot(site.fixture.output)
        let denied = site.content + "/friends.json"
        var fileSystem = ContentFileSystem.local
        fileSystem.contents = { path in
            if path == denied { throw Errno.permissionDenied }
            return try ContentFileSystem.local.contents(path)
        }

        let error = await #expect(throws: SiteError.self) { try await site.generator(fileSystem: fileSystem).build() }
        guard case .content(let contentError)? = error else {
            Issue.record("expected a content error, got \(String(describing: error))")
            return
        }
        #expect(contentError.problems.map(\.location.file) == ["friends.json"])
        #expect(contentError.problems.map(\.kind) == [.unreadable(reason: Errno.permissionDenied.description)])
        #expect(contentError.description == "error: friends.json: cannot read the file: Permission denied")
        #expect(OutputTree.snapshot(site.fixture.output) == before)
    }

    /// A missing file is still an absent one: the site builds without it.
    @Test func aMissingFileIsNotAnError() async throws {
        let site = try Site()
        try FileManager.default.removeItem(atPath: site.content + "/friends.json")
        let report = try await site.generator().build()
        #expect(report.friends == 0)
    }

    /// A symbolic link to a file is followed, as before.
    @Test func aLinkToAFileIsFollowed() async throws {
        let site = try Site()
        let fileManager = FileManager.default
        try fileManager.moveItem(
            atPath: site.content + "/friends.json", toPath: site.fixture.directory.path("friends-real.json"))
        try fileManager.createSymbolicLink(
            atPath: site.content + "/friends.json",
            withDestinationPath: site.fixture.directory.path("friends-real.json"))
        let report = try await site.generator().build()
        #expect(report.friends == 2)
    }
}
