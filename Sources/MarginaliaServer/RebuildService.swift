import MarginaliaSite
import ServiceLifecycle
import Synchronization

/// Watches the site's inputs and rebuilds on every batch of changes, one rebuild at a time:
/// logs what each rebuild did, and tells open pages (reload, swap stylesheets, show or clear the
/// error overlay) once the rebuilt files are in place. A failed rebuild is reported and the last
/// good site keeps being served. Stops on graceful shutdown, after the rebuild in progress; never
/// before (a service that returns would stop the whole server).
struct RebuildService: Service {
    /// The builder after the first build, handed over to `run()`, which takes it out: the service
    /// keeps no copy of the build it holds. A copy kept here would hold the first build's tables
    /// (every comment's body, every page's inputs) for the server's lifetime, and make the first
    /// rebuild copy them rather than change them in place.
    private let handedOver: HandOff<SiteRebuilder>
    /// The batches of changed inputs and the watching method's name, from `startWatching`;
    /// `nil`: no method could watch.
    let watching: (changes: AsyncStream<Set<String>>, method: String)?
    let broadcaster: LiveReloadBroadcaster
    let console: ServerConsole
    /// The comments `serve` takes, read again after each good rebuild; `nil`: it takes none.
    let intake: IntakeContent?

    init(
        rebuilder: consuming SiteRebuilder, watching: (changes: AsyncStream<Set<String>>, method: String)?,
        broadcaster: LiveReloadBroadcaster, console: ServerConsole, intake: IntakeContent? = nil
    ) {
        handedOver = HandOff(rebuilder)
        self.watching = watching
        self.broadcaster = broadcaster
        self.console = console
        self.intake = intake
    }

    func run() async throws {
        guard var rebuilder = handedOver.take() else {
            try? await gracefulShutdown()
            return
        }
        guard let (changes, method) = watching else {
            console.error("warning: cannot watch for changes; restart the server to see edits")
            try? await gracefulShutdown()
            return
        }
        let folders = [rebuilder.options.contentDirectory, rebuilder.options.templatesDirectory].map {
            $0.hasSuffix("/") ? $0 : $0 + "/"
        }
        console.info("Watching \(folders.joined(separator: " and ")) (\(method))")
        for await batch in changes.cancelOnGracefulShutdown() {
            do {
                let report = try await rebuilder.rebuild(changedFiles: batch)
                console.info(report.description)
                await broadcaster.buildSucceeded(report)
                await intake?.reload()
            } catch {
                console.error(error.description)
                await broadcaster.buildFailed(BuildFailure(error, options: rebuilder.options))
            }
        }
        // The stream ends on shutdown, or if watching failed; either way, wait for the shutdown.
        try? await gracefulShutdown()
    }

    /// Starts the first of `watchers` that can watch. Called before the first build, so that a
    /// change saved while it runs, or before this service starts, waits in the stream.
    static func startWatching(
        _ watchers: [any FileWatching], console: ServerConsole
    ) -> (changes: AsyncStream<Set<String>>, method: String)? {
        for watcher in watchers {
            do {
                return (try watcher.changes(), watcher.methodName)
            } catch {
                console.error("warning: \(error); trying another way to watch")
            }
        }
        return nil
    }
}

extension RebuildService: CustomStringConvertible {
    /// Service groups describe their services in log metadata; the default description would
    /// reflect the whole kept build (every comment of the site) into a string.
    var description: String { "RebuildService" }
}

/// A value handed from one owner to the next exactly once: whoever takes it first gets it, and no
/// copy stays behind.
final class HandOff<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    init(_ value: consuming Value) {
        self.value = Mutex(value)
    }

    /// The value, the first time; `nil` after.
    func take() -> Value? {
        value.withLock { $0.take() }
    }
}
