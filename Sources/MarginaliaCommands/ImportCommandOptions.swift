import ArgumentParser
import MarginaliaImport

/// The options of `marginalia import`.
struct ImportCommandOptions: ParsableArguments {
    @Option(help: "The content folder to merge into. It is created if it does not exist.")
    var content = "Content"

    @Flag(help: "Print what would change, and write nothing.")
    var dryRun = false

    @Flag(
        help: ArgumentHelp(
            "Keep deleted comments that have replies, as \"[deleted]\" placeholders, so that the replies stay threaded.",
            discussion: "Only for \(Self.kindsWithDeletedComments): the other kinds hold no deleted comments, and"
                + " the import refuses the flag for them before reading anything."))
    var keepDeleted = false

    /// The kinds `--keep-deleted` applies to: `disqus, wordpress, commento, remark42 and isso`.
    static var kindsWithDeletedComments: String {
        let kinds = ExportFormat.allCases.filter(\.hasDeletedComments).map(\.rawValue)
        guard let last = kinds.last, kinds.count > 1 else { return kinds.joined() }
        return kinds.dropLast().joined(separator: ", ") + " and " + last
    }

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
