import Foundation
import Hummingbird
import Logging
import MarginaliaSite
import NIOCore
import ServiceLifecycle

/// `marginalia intake`: takes readers' comments for a static site. Serves the reply form, the
/// preview and the confirmation, and writes each confirmed comment to the queue in the state
/// folder; reads the content and theme again when they change. Writes nothing else.
package struct IntakeServer: Sendable {
    /// What to serve and how.
    package struct Configuration: Sendable {
        package var contentDirectory: String
        package var templatesDirectory: String
        package var settings: IntakeSettings
        package var host: String
        package var port: Int
        /// The path the intake answers under; `nil`: the path of `site.json`'s `commentsURL`, else `/`.
        package var basePath: String?
        /// How long a connection may wait for a complete request head.
        package var idleTimeout: Duration

        package init(
            contentDirectory: String, templatesDirectory: String, settings: IntakeSettings, host: String = "127.0.0.1",
            port: Int = 8080, basePath: String? = nil, idleTimeout: Duration = .seconds(10)
        ) {
            self.contentDirectory = contentDirectory
            self.templatesDirectory = templatesDirectory
            self.settings = settings
            self.host = host
            self.port = port
            self.basePath = basePath
            self.idleTimeout = idleTimeout
        }
    }

    package let configuration: Configuration
    package let console: ServerConsole

    package init(configuration: Configuration, console: ServerConsole = .terminal) {
        self.configuration = configuration
        self.console = console
    }

    /// Serves until SIGINT or SIGTERM.
    package func run() async throws(IntakeError) {
        let address = ListenAddress(host: configuration.host, port: configuration.port)
        do {
            try address.checkAvailable()
        } catch {
            throw .server(error.description)
        }
        let application = try await makeApplication()
        do {
            try await application.runService()
        } catch {
            throw .server("\(error)")
        }
        console.info("Stopped.")
    }

    /// Reads the site, opens the state folder and returns the application, not yet running.
    package func makeApplication() async throws(IntakeError) -> some ApplicationProtocol {
        let site: IntakeSite
        do {
            site = try await IntakeSite.read(
                contentDirectory: configuration.contentDirectory, templatesDirectory: configuration.templatesDirectory)
        } catch {
            throw .site(error)
        }
        let path = configuration.basePath ?? site.config.commentsURL?.path ?? "/"
        let links = IntakeLinks(siteRoot: site.config.baseURL, intakePath: path)
        let content = IntakeContent(
            site: site, contentDirectory: configuration.contentDirectory,
            templatesDirectory: configuration.templatesDirectory)
        let service = try await IntakeService.make(
            content: content, settings: configuration.settings, links: links, console: console)
        let router = Router(context: IntakeRequestContext.self)
        IntakeRoutes.add(to: router, service: service) { _, context in
            context.remoteAddress?.ipAddress.flatMap(NetworkAddress.init)
        }
        var logger = Logger(label: "marginalia.intake")
        logger.logLevel = .warning
        let console = self.console
        let address = ListenAddress(host: configuration.host, port: configuration.port)
        let watching = IntakeWatching(
            content: content, queue: service.queue,
            folders: [configuration.contentDirectory, configuration.templatesDirectory],
            console: console)
        return Application(
            router: router,
            server: .http1(configuration: .init(idleTimeout: .init(configuration.idleTimeout))),
            configuration: ApplicationConfiguration(
                address: .hostname(address.bindHost, port: address.port), serverName: nil),
            services: [watching],
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? address.port
                console.info(
                    "Taking comments at \(address.url(port: port).dropLast())\(path) into \(configuration.settings.stateDirectory)/pending (Ctrl-C stops)"
                )
            },
            logger: logger
        )
    }
}

/// Why the intake could not start.
package enum IntakeError: Error, Sendable, CustomStringConvertible {
    case site(SiteError)
    case state(path: String, reason: String)
    case server(String)

    package var description: String {
        switch self {
        case .site(let error): error.description
        case .state(let path, let reason): "error: cannot use the state folder \(path): \(reason)"
        case .server(let reason): reason
        }
    }
}

/// The intake's request context: the core one, and the peer's address for the rate limits.
struct IntakeRequestContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}

extension IntakeService {
    /// The service over the state folder of `settings`: its secret, block list and queue.
    static func make(
        content: IntakeContent, settings: IntakeSettings, links: IntakeLinks, console: ServerConsole,
        now: @escaping @Sendable () -> Date = { Date() }
    ) async throws(IntakeError) -> IntakeService {
        let state: IntakeState
        let queue: CommentQueue
        do {
            state = try IntakeState(directory: settings.stateDirectory)
            queue = try CommentQueue(folder: state.pendingDirectory, maximumAge: settings.queueLifetime)
        } catch {
            throw .state(path: settings.stateDirectory, reason: "\(error)")
        }
        let purged = await queue.purge(now: now())
        if purged > 0 { console.info("intake: dropped \(purged) comments older than the queue's limit") }
        return IntakeService(
            content: content, queue: queue, signature: CommentSignature(secret: state.secret), settings: settings,
            blocklist: state.blocklist, limiter: IntakeLimiter(settings: settings), links: links,
            log: console.info, now: now)
    }
}

extension IntakeRoutes {
    /// The intake's routes as `marginalia intake` builds them, over `content` and `templates`, with
    /// the state folder `state`, every request from one network, and a log that `log` receives:
    /// for the fuzzer's intake mode (Sources/MarginaliaFuzz), which drives them in process.
    package static func responder(
        content: String, templates: String, state: String, log: @escaping @Sendable (String) -> Void
    ) async throws -> RouterResponder<BasicRequestContext> {
        let site = try await IntakeSite.read(contentDirectory: content, templatesDirectory: templates)
        let links = IntakeLinks(siteRoot: site.config.baseURL, intakePath: site.config.commentsURL?.path ?? "/")
        var settings = IntakeSettings(stateDirectory: state)
        settings.minimumAge = .seconds(0)
        let service = try await IntakeService.make(
            content: IntakeContent(site: site, contentDirectory: content, templatesDirectory: templates),
            settings: settings, links: links, console: ServerConsole(info: log, error: log))
        let router = Router()
        add(to: router, service: service) { _, _ in nil }
        return router.buildResponder()
    }
}
