import Hummingbird
import Logging
import MarginaliaSite
import ServiceLifecycle

/// `marginalia serve`: builds the site, serves the output folder over HTTP, watches the content
/// and templates, rebuilds what changed and reloads open pages; shuts down cleanly on Ctrl-C or
/// SIGTERM (swift-service-lifecycle's graceful shutdown).
public struct DevServer: Sendable {
    /// What to serve and how.
    public struct Configuration: Sendable {
        public var site: SiteGenerator.Options
        /// What the builds call out to; `marginalia serve` passes `BuildServices.live` (avatar
        /// downloads), the default downloads nothing.
        public var services: BuildServices
        /// The address to listen on; loopback by default, anything else is warned about.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: Int
        /// Whether to watch, rebuild and live-reload; without it the output is only served.
        public var watch: Bool
        /// Watch by polling even where inotify is available.
        public var forcePolling: Bool
        /// How long the inputs must be quiet before a rebuild starts.
        public var quietPeriod: Duration
        /// How long a connection may stay open without a complete request head (counted from
        /// when it opened or its last response ended) before the server closes it. This bounds
        /// clients that never finish their headers (slowloris) and idle keep-alive connections;
        /// a response in progress, such as the live-reload event stream, is never cut.
        public var idleTimeout: Duration
        /// How `serve` takes comments when `site.json` names a `commentsURL` that is a path (such
        /// as `/comments/`): into this state folder's queue, as `marginalia intake` does, without
        /// rate limits. `nil`: it takes none.
        package var intake: IntakeSettings?

        public init(
            site: SiteGenerator.Options, services: BuildServices = BuildServices(), host: String = "127.0.0.1",
            port: Int = 8000, watch: Bool = true,
            forcePolling: Bool = false, quietPeriod: Duration = .milliseconds(100), idleTimeout: Duration = .seconds(10)
        ) {
            self.site = site
            self.services = services
            self.host = host
            self.port = port
            self.watch = watch
            self.forcePolling = forcePolling
            self.quietPeriod = quietPeriod
            self.idleTimeout = idleTimeout
        }
    }

    public let configuration: Configuration
    public let console: ServerConsole

    public init(configuration: Configuration, console: ServerConsole = .terminal) {
        self.configuration = configuration
        self.console = console
    }

    private var address: ListenAddress { ListenAddress(host: configuration.host, port: configuration.port) }

    /// Checks the address, builds, then serves until SIGINT or SIGTERM. A failed build does not
    /// stop the server: the last good output (if any) is served, with the error shown in pages.
    public func run() async throws(DevServerError) {
        if !address.isLoopback {
            console.error(
                "warning: listening on \(configuration.host), so other machines can reach this server; it is meant for previewing, not for publishing"
            )
        }
        try address.checkAvailable()
        let application = await makeApplication()
        do {
            try await application.runService()
        } catch {
            throw DevServerError(serving: error, host: configuration.host, port: configuration.port)
        }
        console.info("Stopped.")
    }

    /// Builds the site once and returns the application that serves it and, if watching, rebuilds
    /// it: not yet running (`run()` runs it; tests run it with HummingbirdTesting).
    public func makeApplication() async -> Application<RouterResponder<BasicRequestContext>> {
        var rebuilder = SiteRebuilder(options: configuration.site, services: configuration.services)
        let broadcaster = configuration.watch ? LiveReloadBroadcaster() : nil
        let watching = configuration.watch ? RebuildService.startWatching(watchers, console: console) : nil
        do {
            let report = try await rebuilder.rebuild()
            console.info(report.description)
            await broadcaster?.buildSucceeded(report)
        } catch {
            console.error(error.description)
            console.error(
                "The site did not build; serving what \(configuration.site.outputDirectory) holds until it does.")
            await broadcaster?.buildFailed(BuildFailure(error, options: configuration.site))
        }
        let pending = PendingPages()
        if let broadcaster {
            let console = self.console
            rebuilder.priorities = RebuildPriorities(
                openPaths: { await broadcaster.openPages },
                firstPagesWritten: { report in
                    console.info(report.description)
                    await broadcaster.buildSucceeded(report)
                },
                pending: pending
            )
        }
        let intake = await intakeService()
        let router = DevServerRouter.make(
            folder: SiteFolder(path: configuration.site.outputDirectory), liveReload: broadcaster,
            pending: broadcaster == nil ? nil : pending, intake: intake
        )
        var services: [any Service] = []
        if let broadcaster {
            services.append(
                RebuildService(
                    rebuilder: rebuilder, watching: watching, broadcaster: broadcaster, console: console,
                    intake: intake?.content))
        }
        var logger = Logger(label: "marginalia.serve")
        logger.logLevel = .warning
        let address = self.address
        let console = self.console
        let output =
            configuration.site.outputDirectory.hasSuffix("/")
            ? configuration.site.outputDirectory : configuration.site.outputDirectory + "/"
        let liveReload = configuration.watch ? "live reload on" : "not watching"
        return Application(
            router: router,
            // Request heads stay within Hummingbird's decoder limits (80 KB, 1,000 fields; larger
            // ones get 400); the idle timeout bounds those that never end. Tests/load/ checks both.
            server: .http1(configuration: .init(idleTimeout: .init(configuration.idleTimeout))),
            configuration: ApplicationConfiguration(
                address: .hostname(address.bindHost, port: address.port), serverName: nil),
            services: services,
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? address.port
                console.info("Serving \(output) at \(address.url(port: port)) (\(liveReload); Ctrl-C stops)")
            },
            logger: logger
        )
    }

    /// The intake `serve` answers under the path of `site.json`'s `commentsURL`, when it names one
    /// and `configuration.intake` is set.
    private func intakeService() async -> IntakeService? {
        guard let settings = configuration.intake else { return nil }
        let site: IntakeSite
        do {
            site = try await IntakeSite.read(
                contentDirectory: configuration.site.contentDirectory,
                templatesDirectory: configuration.site.templatesDirectory)
        } catch {
            if case .template = error { console.error("warning: not taking comments: \(error)") }
            return nil
        }
        guard let address = site.config.commentsURL else { return nil }
        guard address.isPathOnly, address.path != "/" else {
            console.info(
                "Comment forms post to \(address.rawValue); this server takes none (use a path such as /comments/ to try them here)"
            )
            return nil
        }
        let content = IntakeContent(
            site: site, contentDirectory: configuration.site.contentDirectory,
            templatesDirectory: configuration.site.templatesDirectory)
        do {
            let service = try await IntakeService.make(
                content: content, settings: settings.onOwnMachine(),
                links: IntakeLinks(siteRoot: "/", intakePath: address.path), console: console)
            console.info("Taking comments at \(address.path) into \(settings.stateDirectory)/pending")
            return service
        } catch {
            console.error("warning: not taking comments: \(error)")
            return nil
        }
    }

    /// inotify where there is one, polling otherwise.
    private var watchers: [any FileWatching] {
        fileWatchers(
            folders: [configuration.site.contentDirectory, configuration.site.templatesDirectory],
            quietPeriod: configuration.quietPeriod, forcePolling: configuration.forcePolling)
    }
}
