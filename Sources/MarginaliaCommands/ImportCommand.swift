import ArgumentParser
import MarginaliaImport

/// `marginalia import`: brings comments in from another system's export.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Import comments from a Disqus, WordPress, Commento, Remark42 or Isso export into the content folder.",
        discussion: """
            Writes posts.json and one comments/<postId>.json per post, merging by id with what is \
            already there: running the same import again changes nothing. Spam, deleted, unapproved \
            comments and pingbacks are left out, and the summary says how many and why. E-mail and IP \
            addresses in the export are never written. A malformed export stops the import with its \
            line and column, and nothing is written. Commento and Remark42 files may be gzipped.
            """,
        subcommands: [
            DisqusImportCommand.self, WordPressImportCommand.self, CommentoImportCommand.self,
            Remark42ImportCommand.self, IssoImportCommand.self, StaticmanImportCommand.self,
        ]
    )
}

/// `marginalia import <format> EXPORT`: one subcommand per export format, all alike but for the
/// format (`Format`, one of the marker types below).
struct FormatImportCommand<Format: ImportedFormat>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Format.format.rawValue, abstract: Format.abstract)
    }

    @OptionGroup var options: ImportCommandOptions

    func run() async throws {
        try options.runImport(Format.format)
    }
}

/// An export format with its own `import` subcommand.
protocol ImportedFormat {
    static var format: ExportFormat { get }
    /// The subcommand's one-line help.
    static var abstract: String { get }
}

enum DisqusFormat: ImportedFormat {
    static let format = ExportFormat.disqus
    static let abstract = "Import a Disqus export: threads become posts, posts become comments."
}

enum WordPressFormat: ImportedFormat {
    static let format = ExportFormat.wordpress
    static let abstract = "Import a WordPress export (WXR): approved comments of each post."
}

enum CommentoFormat: ImportedFormat {
    static let format = ExportFormat.commento
    static let abstract =
        "Import a Commento or Commento++ export (JSON, or the .json.gz Commento sends): pages become posts."
}

enum Remark42Format: ImportedFormat {
    static let format = ExportFormat.remark42
    static let abstract = "Import a Remark42 backup (JSON lines, plain or gzipped): post URLs become posts."
}

enum IssoFormat: ImportedFormat {
    static let format = ExportFormat.isso
    static let abstract = "Import an Isso database (comments.db, opened read-only): accepted comments of each thread."
}

enum StaticmanFormat: ImportedFormat {
    static let format = ExportFormat.staticman
    static let abstract =
        "Import a Staticman data folder (_data/comments/ or data/comments/): a folder per post, a YAML or JSON file per comment."
}

/// `marginalia import disqus EXPORT.xml`
typealias DisqusImportCommand = FormatImportCommand<DisqusFormat>
/// `marginalia import wordpress EXPORT.xml`
typealias WordPressImportCommand = FormatImportCommand<WordPressFormat>
/// `marginalia import commento EXPORT.json`
typealias CommentoImportCommand = FormatImportCommand<CommentoFormat>
/// `marginalia import remark42 BACKUP`
typealias Remark42ImportCommand = FormatImportCommand<Remark42Format>
/// `marginalia import isso COMMENTS.db`
typealias IssoImportCommand = FormatImportCommand<IssoFormat>
/// `marginalia import staticman FOLDER`
typealias StaticmanImportCommand = FormatImportCommand<StaticmanFormat>
