import ArgumentParser
import Foundation
import MarginaliaImport
import Testing

@testable import MarginaliaCommands

@Suite("The import command")
struct ImportCommandTests {
    @Test func parsesTheKindAndTheOptions() throws {
        let disqus = try #require(
            try MarginaliaCommand.parseAsRoot([
                "import", "disqus", "export.xml", "--content", "Elsewhere", "--dry-run", "--keep-deleted",
            ]) as? ImportCommand)
        #expect(disqus.kind == .disqus && disqus.export == "export.xml")
        #expect(disqus.options.content == "Elsewhere")
        #expect(disqus.options.dryRun && disqus.options.keepDeleted)
        let wordpress = try #require(
            try MarginaliaCommand.parseAsRoot(["import", "wordpress", "wxr.xml"]) as? ImportCommand)
        #expect(wordpress.kind == .wordpress && wordpress.options.content == "Content")
        #expect(!wordpress.options.dryRun && !wordpress.options.keepDeleted)
    }

    @Test func everyKindOfTheTableIsAccepted() throws {
        for format in ExportFormat.allCases {
            let command = try #require(
                try MarginaliaCommand.parseAsRoot(["import", format.rawValue, "export"]) as? ImportCommand)
            #expect(command.kind == format && command.export == "export")
        }
    }

    @Test func keepDeletedIsRefusedForAWebmentionFeedNamedOrDetected() async throws {
        for kind in [["webmention"], []] {
            let workspace = try WebmentionImportTests.workspace()
            let before = workspace.snapshot()
            let command = try #require(
                try MarginaliaCommand.parseAsRoot(
                    ["import"] + kind + [
                        WebmentionImportTests.feed, "--content", workspace.content.path, "--keep-deleted",
                    ])
                    as? ImportCommand)
            await #expect(throws: ExitCode.self) { try await command.run() }
            #expect(workspace.snapshot() == before)
        }
    }

    @Test func keepDeletedIsRefusedForAStaticmanFolderNamedOrDetected() async throws {
        for kind in [["staticman"], []] {
            let workspace = try ImportWorkspace()
            try workspace.write(#"[{"id": "mine", "title": "T", "url": ""}]"#, to: "Content/posts.json")
            let before = workspace.snapshot()
            let command = try #require(
                try MarginaliaCommand.parseAsRoot(
                    ["import"] + kind + [
                        ImportSample.path("staticman", "hugo/data/comments"), "--content", workspace.content.path,
                        "--keep-deleted",
                    ])
                    as? ImportCommand)
            await #expect(throws: ExitCode.self) { try await command.run() }
            #expect(workspace.snapshot() == before)
        }
    }

    @Test func theHelpSaysWhichKindsTakeKeepDeleted() {
        #expect(ImportCommandOptions.kindsWithDeletedComments == "disqus, wordpress, commento, remark42 and isso")
        let help = MarginaliaCommand.helpMessage(for: ImportCommand.self).split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(
            help.contains(
                "Only for disqus, wordpress, commento, remark42 and isso: the other kinds hold no deleted comments"),
            "\(help)")
    }

    @Test func theHelpListsEveryKind() {
        let help = MarginaliaCommand.helpMessage(for: ImportCommand.self)
        for format in ExportFormat.allCases { #expect(help.contains("  \(format.rawValue)")) }
    }

    @Test func anExportIsRequiredAndAnUnknownKindRefused() {
        #expect(throws: (any Error).self) { try MarginaliaCommand.parseAsRoot(["import"]) }
        #expect(throws: (any Error).self) { try MarginaliaCommand.parseAsRoot(["import", "blogger", "export.xml"]) }
        #expect(throws: (any Error).self) { try MarginaliaCommand.parseAsRoot(["import", "disqus", "a.xml", "b.xml"]) }
    }

    @Test func runsTheImport() async throws {
        let workspace = try ImportWorkspace()
        let path = try workspace.write(
            DisqusXML.export(DisqusXML.thread("1"), DisqusXML.post("2", thread: "1")), to: "export.xml")
        let command = try #require(
            try MarginaliaCommand.parseAsRoot(["import", "disqus", path, "--content", workspace.content.path])
                as? ImportCommand)
        try await command.run()
        #expect(workspace.snapshot().keys.sorted() == ["comments/disqus-1.json", "posts.json"])
    }

    @Test func withoutAKindTheContentSaysWhichItIs() async throws {
        let workspace = try ImportWorkspace()
        let folder = ImportSample.path("staticman", "hugo/data/comments")
        let command = try #require(
            try MarginaliaCommand.parseAsRoot(["import", folder, "--content", workspace.content.path]) as? ImportCommand
        )
        #expect(command.kind == nil && command.export == folder)
        try await command.run()
        #expect(
            workspace.snapshot().keys.sorted() == [
                "comments/my-first-post.json", "comments/second-post.json", "posts.json",
            ])
        let unknown = try workspace.write("Dear diary", to: "notes.txt")
        let failing = try #require(try MarginaliaCommand.parseAsRoot(["import", unknown]) as? ImportCommand)
        await #expect(throws: ExitCode.failure) { try await failing.run() }
    }

    @Test func aFailedImportExitsWithFailure() async throws {
        let workspace = try ImportWorkspace()
        let command = try #require(
            try MarginaliaCommand.parseAsRoot([
                "import", "wordpress", workspace.root.appendingPathComponent("missing.xml").path,
            ]) as? ImportCommand)
        await #expect(throws: ExitCode.failure) { try await command.run() }
    }
}
