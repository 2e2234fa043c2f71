import ArgumentParser
import MarginaliaImport

/// The arguments every import command takes.
struct ImportCommandOptions: ParsableArguments {
    @Argument(
        help:
            "The export file: XML for Disqus and WordPress, JSON for Commento and Remark42 (gzipped or not), the SQLite database for Isso."
    )
    var export: String

    @Option(help: "The content folder to merge into. It is created if it does not exist.")
    var content = "Content"

    @Flag(help: "Print what would change, and write nothing.")
    var dryRun = false

    @Flag(
        help:
            "Keep deleted comments that have replies, as \"[deleted]\" placeholders, so that the replies stay threaded."
    )
    var keepDeleted = false

    /// Runs the import, with progress lines on standard error and the summary on standard output.
    func runImport(_ format: ExportFormat) throws {
        let importer = ExportImporter(
            options: .init(
                format: format, exportPath: export, contentDirectory: content, keepDeleted: keepDeleted, dryRun: dryRun),
            progress: { Terminal.printProgress($0.description) }
        )
        do {
            print(try importer.run())
        } catch {
            Terminal.printError(error)
            throw ExitCode.failure
        }
    }
}
