/// Watches folders and reports changes below them in debounced batches of paths (each path is a
/// watched folder's path joined with the changed file's path below it).
protocol FileWatching: Sendable {
    /// Starts watching; throws if the method is not available here. Watching stops when the
    /// stream is no longer iterated (it is terminated).
    func changes() throws(WatchError) -> AsyncStream<Set<String>>

    /// A short name for the log, such as `inotify`.
    var methodName: String { get }
}

/// Why watching could not start.
struct WatchError: Error, Sendable, CustomStringConvertible {
    var description: String
}

/// The ways to watch `folders`, best first: inotify where there is one (unless `forcePolling`),
/// then polling, for `RebuildService.startWatching` to try in turn.
func fileWatchers(folders: [String], quietPeriod: Duration, forcePolling: Bool = false) -> [any FileWatching] {
    let folders = folders.map { folder in
        folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }
    let polling = PollingWatcher(folders: folders, quietPeriod: quietPeriod)
    #if canImport(Glibc)
        if !forcePolling {
            return [InotifyWatcher(folders: folders, quietPeriod: quietPeriod), polling]
        }
    #endif
    return [polling]
}
