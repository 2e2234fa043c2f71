import ArgumentParser
import MarginaliaImport

/// The options of `marginalia import`.
struct ImportCommandOptions: ParsableArguments {
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
    func runImport(_ format: ExportFormat, export: String) throws {
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
