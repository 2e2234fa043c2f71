import ArgumentParser
import Foundation
import MarginaliaSite

/// The options every command that builds shares: where content, templates and output are, and
/// the reference date.
struct SiteLocationOptions: ParsableArguments {
    @Option(help: "The folder with site.json, posts.json, comments.json or comments/, friends.json and assets/.")
    var content = "Content"

    @Option(help: "The folder with the Mustache templates and the theme's assets/.")
    var templates = "Templates"

    @Option(help: "The folder the site is written to. It is replaced whole, only after a successful build.")
    var output = "Output"

    @Option(
        help: ArgumentHelp(
            "The reference date for relative dates, as ISO 8601 (2026-11-21T12:00:00Z).",
            discussion: "Defaults to SOURCE_DATE_EPOCH (seconds since 1970) when set, else the current time."
        ))
    var now: String?

    @Flag(
        help: ArgumentHelp(
            "Fetch nothing from the network: remote avatars come from the cache of earlier builds or show initials.",
            discussion: "The cache is .marginalia-cache/avatars/ beside the output folder."
        ))
    var offline = false

    /// `--now`, else `SOURCE_DATE_EPOCH`, else the current time.
    func referenceDate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Date {
        try ReferenceDate.resolve(now: now, environment: environment, currentDate: Date())
    }

    func generatorOptions(referenceDate: Date) -> SiteGenerator.Options {
        SiteGenerator.Options(
            contentDirectory: content, templatesDirectory: templates, outputDirectory: output,
            referenceDate: referenceDate, offline: offline
        )
    }
}
