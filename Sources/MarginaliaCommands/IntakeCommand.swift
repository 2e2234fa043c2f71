import ArgumentParser
import Foundation
import MarginaliaServer
import MarginaliaSite

/// `marginalia intake`: the server readers' comment forms post to.
struct IntakeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intake",
        abstract:
            "Take readers' comments: serve the form's preview and confirmation, and queue each comment for review.",
        discussion: """
            Every post page of a site whose site.json names a commentsURL ends with a form that posts \
            here. A reader sees a preview first; confirming it writes the comment to the queue in the \
            state folder (one file each, written whole before the reader is answered). Nothing else is \
            written: no IP address anywhere, an e-mail address only in the state folder. The content \
            and templates are read again when they change. docs/taking-comments.md shows how to run it \
            behind nginx and systemd.
            """
    )

    @Option(help: "The folder with site.json, posts.json and the comments.")
    var content = "Content"

    @Option(help: "The folder with the templates (intake.mustache among them) and the language packs.")
    var templates = "Templates"

    @OptionGroup var intake: IntakeOptions

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "The path the intake answers under (default: the path of site.json's commentsURL, else /).")
    var basePath: String?

    @Option(
        help: ArgumentHelp(
            "The reverse proxy (ADDRESS/BITS) whose X-Forwarded-For names the reader's address for the rate limits.",
            discussion: "Without it X-Forwarded-For is ignored and the connection's own address counts."
        ))
    var trustedProxy: String?

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port \(port) is not a port number (0 to 65535).")
        }
        if let trustedProxy, TrustedProxy(trustedProxy) == nil {
            throw ValidationError("--trusted-proxy \(trustedProxy) is not an address with /BITS, such as 127.0.0.1/32.")
        }
        if let basePath, !basePath.hasPrefix("/") {
            throw ValidationError("--base-path \(basePath) must start with /.")
        }
    }

    func run() async throws {
        var settings = intake.settings()
        settings.trustedProxy = trustedProxy.flatMap(TrustedProxy.init)
        let server = IntakeServer(
            configuration: IntakeServer.Configuration(
                contentDirectory: content, templatesDirectory: templates, settings: settings, host: host, port: port,
                basePath: basePath))
        do {
            try await server.run()
        } catch {
            Terminal.printError(error)
            throw ExitCode.failure
        }
    }
}
