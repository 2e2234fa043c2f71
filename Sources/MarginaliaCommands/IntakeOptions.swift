import ArgumentParser
import Foundation
import MarginaliaServer
import MarginaliaSite

/// The options that say where the intake keeps its private state and how it takes comments:
/// `intake` and `serve` share them.
struct IntakeOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The private folder for the queue, the secret and the block list (made mode 0700).",
            discussion:
                "Defaults to $XDG_STATE_HOME/marginalia, else ~/.local/state/marginalia. Keep it outside the content and output folders."
        ))
    var state: String?

    @Option(help: "The longest name, in characters.")
    var maxName = 100

    @Option(help: "The longest website address, in characters.")
    var maxWebsite = 300

    @Option(help: "The longest comment, in characters.")
    var maxBody = 10_000

    @Option(help: "Hold a comment with more links than this for a second look.")
    var maxLinks = 2

    @Option(help: "Refuse a preview sent back sooner than this many seconds.")
    var minAge = 3

    @Option(help: "Refuse a preview older than this many seconds.")
    var maxAge = 7_200

    @Option(help: "Drop comments that waited in the queue longer than this many days.")
    var keepDays = 30

    func validate() throws {
        for (name, value) in [
            ("--max-name", maxName), ("--max-website", maxWebsite), ("--max-body", maxBody), ("--max-age", maxAge),
            ("--keep-days", keepDays),
        ] where value < 1 {
            throw ValidationError("\(name) \(value) must be 1 or more.")
        }
        guard maxLinks >= 0, minAge >= 0, minAge < maxAge else {
            throw ValidationError("--max-links and --min-age must be 0 or more, and --min-age below --max-age.")
        }
        guard keepDays <= 36_500, maxAge <= 31_536_000 else {
            throw ValidationError("--keep-days is at most 36500 and --max-age at most 31536000.")
        }
    }

    /// The settings these options give, with the state folder resolved.
    func settings(environment: [String: String] = ProcessInfo.processInfo.environment) -> IntakeSettings {
        var settings = IntakeSettings(stateDirectory: state ?? Self.defaultStateDirectory(environment: environment))
        settings.limits = CommentDraft.Limits(name: maxName, website: maxWebsite, body: maxBody)
        settings.maximumLinks = maxLinks
        settings.minimumAge = .seconds(minAge)
        settings.maximumAge = .seconds(maxAge)
        settings.queueLifetime = .seconds(keepDays * 86_400)
        return settings
    }

    /// `$XDG_STATE_HOME/marginalia`, else `~/.local/state/marginalia`.
    static func defaultStateDirectory(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/marginalia" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/state/marginalia"
    }
}
