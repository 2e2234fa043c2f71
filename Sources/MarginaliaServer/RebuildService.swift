import MarginaliaSite
import ServiceLifecycle

/// Watches the site's inputs and rebuilds on every batch of changes, one rebuild at a time:
/// logs what each rebuild did, and tells open pages (reload, swap stylesheets, show or clear the
/// error overlay) once the rebuilt files are in place. A failed rebuild is reported and the last
/// good site keeps being served. Stops on graceful shutdown, after the rebuild in progress; never
/// before (a service that returns would stop the whole server).
struct RebuildService: Service {
    /// The builder, after the first build.
    let rebuilder: SiteRebuilder
    /// The batches of changed inputs and the watching method's name, from `startWatching`;
    /// `nil`: no method could watch.
    let watching: (changes: AsyncStream<Set<String>>, method: String)?
    let broadcaster: LiveReloadBroadcaster
    let console: ServerConsole

    func run() async throws {
        guard let (changes, method) = watching else {
            console.error("warning: cannot watch for changes; restart the server to see edits")
            try? await gracefulShutdown()
            return
        }
        let folders = [rebuilder.options.contentDirectory, rebuilder.options.templatesDirectory].map {
            $0.hasSuffix("/") ? $0 : $0 + "/"
        }
        console.info("Watching \(folders.joined(separator: " and ")) (\(method))")
        var rebuilder = self.rebuilder
        for await batch in changes.cancelOnGracefulShutdown() {
            do {
                let report = try await rebuilder.rebuild(changedFiles: batch)
                console.info(report.description)
                await broadcaster.buildSucceeded(report)
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
