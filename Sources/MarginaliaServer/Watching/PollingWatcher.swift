import MarginaliaContent

/// Watches by scanning the folders every `interval` and comparing file stamps: the fallback
/// where inotify is not available (other systems, some network and container file systems).
/// A scan of 2,000 files takes a few milliseconds.
struct PollingWatcher: FileWatching {
    let folders: [String]
    let interval: Duration
    let quietPeriod: Duration

    var methodName: String { "polling every \(interval)" }

    init(folders: [String], interval: Duration = .milliseconds(250), quietPeriod: Duration = .milliseconds(100)) {
        self.folders = folders
        self.interval = interval
        self.quietPeriod = quietPeriod
    }

    func changes() -> AsyncStream<Set<String>> {
        let (stream, continuation) = AsyncStream.makeStream(of: Set<String>.self)
        // The first scan happens before returning: changes made after this call are seen.
        let initial = Self.scan(folders)
        let task = Task { [folders, interval, quietPeriod] in
            var previous = initial
            var window = DebounceWindow(quietPeriod: quietPeriod)
            while !Task.isCancelled {
                let wait = window.timeUntilFlush(at: .now).map { min($0, interval) } ?? interval
                try? await Task.sleep(for: wait)
                let current = Self.scan(folders)
                let changed = current.filter { previous[$0.key] != $0.value }.keys
                let removed = previous.keys.filter { current[$0] == nil }
                window.add(changed + removed, at: .now)
                previous = current
                if let batch = window.flush(at: .now) { continuation.yield(batch) }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Every watched file's stamp.
    static func scan(_ folders: [String]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for folder in folders {
            for file in FolderTree.files(in: folder) {
                stamps[file] = FileStamp(path: file)
            }
        }
        return stamps
    }
}
