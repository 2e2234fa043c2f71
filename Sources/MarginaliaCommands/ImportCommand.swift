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
            Remark42ImportCommand.self, IssoImportCommand.self,
        ]
    )
}

/// `marginalia import disqus EXPORT.xml`
struct DisqusImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disqus",
        abstract: "Import a Disqus export: threads become posts, posts become comments."
    )

    @OptionGroup var options: ImportCommandOptions

    func run() async throws {
        try options.runImport(.disqus)
    }
}

/// `marginalia import wordpress EXPORT.xml`
struct WordPressImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wordpress",
        abstract: "Import a WordPress export (WXR): approved comments of each post."
    )

    @OptionGroup var options: ImportCommandOptions

    func run() async throws {
        try options.runImport(.wordpress)
    }
}

/// `marginalia import commento EXPORT.json`
struct CommentoImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "commento",
        abstract: "Import a Commento or Commento++ export (JSON, or the .json.gz Commento sends): pages become posts."
    )

    @OptionGroup var options: ImportCommandOptions

    func run() async throws {
        try options.runImport(.commento)
    }
}

/// `marginalia import remark42 BACKUP`
struct Remark42ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remark42",
        abstract: "Import a Remark42 backup (JSON lines, plain or gzipped): post URLs become posts."
    )

    @OptionGroup var options: ImportCommandOptions

    func run() async throws {
        try options.runImport(.remark42)
    }
}

/// `marginalia import isso COMMENTS.db`
struct IssoImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "isso",
        abstract: "Import an Isso database (comments.db, opened read-only): accepted comments of each thread."
    )

    @OptionGroup var options: ImportCommandOptions

    func run() async throws {
        try options.runImport(.isso)
    }
}
