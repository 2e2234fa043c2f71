import ArgumentParser
import Foundation
import MarginaliaAvatarDownloads
import MarginaliaServer
import MarginaliaSite

/// `marginalia serve`: builds, serves the output folder, rebuilds on every change and reloads
/// the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it locally, rebuild on every change and reload the browser.",
        discussion: """
            Watches the content and templates folders (site.json included), rebuilds only what changed \
            and reloads open pages once the new files are in place; a stylesheet change is swapped in \
            without a reload. When a rebuild fails, every open page shows the error and the last good \
            site keeps being served. Relative dates are counted from --now, SOURCE_DATE_EPOCH or the \
            time the server started. Ctrl-C stops the server.
            """
    )

    @OptionGroup var site: SiteLocationOptions

    @OptionGroup(title: "Taking comments (when site.json's commentsURL is a path such as /comments/)")
    var intake: IntakeOptions

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8000

    @Option(help: "The address to listen on. Anything but a loopback address lets other machines connect.")
    var host = "127.0.0.1"

    @Flag(help: "Serve the output folder without watching, rebuilding or live reload.")
    var noWatch = false

    @Flag(
        help:
            "Watch by scanning the folders four times a second instead of with inotify (for file systems that send no events)."
    )
    var poll = false

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port \(port) is not a port number (0 to 65535).")
        }
    }

    func run() async throws {
        var configuration = DevServer.Configuration(
            site: site.generatorOptions(referenceDate: try site.referenceDate()),
            services: .live, host: host, port: port, watch: !noWatch, forcePolling: poll
        )
        configuration.intake = intake.settings()
        let server = DevServer(configuration: configuration)
        do {
            try await server.run()
        } catch {
            Terminal.printError(error)
            throw ExitCode.failure
        }
    }
}
