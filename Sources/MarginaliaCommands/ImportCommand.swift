import ArgumentParser
import MarginaliaImport

/// `marginalia import [KIND] EXPORT`: brings comments in from another system's export. The kinds
/// are `ExportFormat.allCases`; without one, the export's content says which it is.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import comments from another comment system's export into the content folder.",
        usage: "marginalia import [<kind>] <export> [--content <content>] [--dry-run] [--keep-deleted]",
        discussion: """
            Writes posts.json and one comments/<postId>.json per post, merging by id with what is \
            already there: running the same import again changes nothing. Spam, deleted, unapproved \
            comments and pingbacks are left out, and the summary says how many and why. E-mail and IP \
            addresses in the export are never written. A malformed export stops the import with its \
            line and column, and nothing is written. Without a kind, the export's content (never its \
            name) says which kind it is, and the import says which it chose.

            Kinds:
            \(ExportFormat.allCases.map { "  \($0.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The kind of export, then the export; or the export alone.",
            discussion:
                "The export is a file (XML, JSON or JSON lines, gzipped or not; an SQLite database) or, for Staticman, a folder.",
            valueName: "kind-and-export"))
    var arguments: [String]

    @OptionGroup var options: ImportCommandOptions

    /// The kind named on the command line, or `nil` when it is to be detected.
    var kind: ExportFormat? {
        arguments.count == 2 ? ExportFormat(rawValue: arguments[0]) : nil
    }

    /// The export's path.
    var export: String { arguments.last ?? "" }

    func validate() throws {
        guard (1...2).contains(arguments.count) else {
            throw ValidationError("Give the export, optionally after its kind: marginalia import [<kind>] <export>.")
        }
        if arguments.count == 2, kind == nil {
            throw ValidationError(
                "Unknown kind '\(arguments[0])': the kinds are \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))."
            )
        }
    }

    func run() async throws {
        let format: ExportFormat
        if let kind {
            format = kind
        } else {
            do {
                format = try FormatDetection.detect(export)
            } catch {
                Terminal.printError(error)
                throw ExitCode.failure
            }
            print(FormatDetection.choice(format, path: export))
        }
        try options.runImport(format, export: export)
    }
}
