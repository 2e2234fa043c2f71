import ArgumentParser
import Foundation
import Testing

@testable import MarginaliaCommands

@Suite("The import command")
struct ImportCommandTests {
    @Test func parsesBothKindsWithTheirOptions() throws {
        let disqus = try #require(
            try MarginaliaCommand.parseAsRoot([
                "import", "disqus", "export.xml", "--content", "Elsewhere", "--dry-run", "--keep-deleted",
            ]) as? DisqusImportCommand)
        #expect(disqus.options.export == "export.xml")
        #expect(disqus.options.content == "Elsewhere")
        #expect(disqus.options.dryRun && disqus.options.keepDeleted)
        let wordpress = try #require(
            try MarginaliaCommand.parseAsRoot(["import", "wordpress", "wxr.xml"]) as? WordPressImportCommand)
        #expect(wordpress.options.content == "Content")
        #expect(!wordpress.options.dryRun && !wordpress.options.keepDeleted)
    }

    @Test func parsesTheJSONKinds() throws {
        let commento = try #require(
            try MarginaliaCommand.parseAsRoot(["import", "commento", "export.json.gz", "--dry-run"])
                as? CommentoImportCommand)
        #expect(commento.options.export == "export.json.gz" && commento.options.dryRun)
        let remark42 = try #require(
            try MarginaliaCommand.parseAsRoot(["import", "remark42", "backup-blog-20260101.gz", "--keep-deleted"])
                as? Remark42ImportCommand)
        #expect(remark42.options.export == "backup-blog-20260101.gz" && remark42.options.keepDeleted)
        let isso = try #require(
            try MarginaliaCommand.parseAsRoot(["import", "isso", "comments.db"]) as? IssoImportCommand)
        #expect(isso.options.export == "comments.db")
        let webmention = try #require(
            try MarginaliaCommand.parseAsRoot(["import", "webmention", "mentions.jf2", "--dry-run"])
                as? WebmentionImportCommand)
        #expect(webmention.options.export == "mentions.jf2" && webmention.options.dryRun)
    }

    @Test func anExportIsRequired() {
        #expect(throws: (any Error).self) { try MarginaliaCommand.parseAsRoot(["import", "disqus"]) }
    }

    @Test func runsTheImport() async throws {
        let workspace = try ImportWorkspace()
        let path = try workspace.write(
            DisqusXML.export(DisqusXML.thread("1"), DisqusXML.post("2", thread: "1")), to: "export.xml")
        let command = try #require(
            try MarginaliaCommand.parseAsRoot(["import", "disqus", path, "--content", workspace.content.path])
                as? DisqusImportCommand)
        try await command.run()
        #expect(workspace.snapshot().keys.sorted() == ["comments/disqus-1.json", "posts.json"])
    }

    @Test func aFailedImportExitsWithFailure() async throws {
        let workspace = try ImportWorkspace()
        let command = try #require(
            try MarginaliaCommand.parseAsRoot([
                "import", "wordpress", workspace.root.appendingPathComponent("missing.xml").path,
            ]) as? WordPressImportCommand)
        await #expect(throws: ExitCode.failure) { try await command.run() }
    }
}
