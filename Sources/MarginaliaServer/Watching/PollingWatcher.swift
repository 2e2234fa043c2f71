import Foundation
import MarginaliaContent
import Synchronization

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
        let stop = StopSignal()
        // A thread of its own, as inotify's: scanning must not wait for a busy cooperative pool.
        let thread = Thread { [folders, interval, quietPeriod] in
            var previous = initial
            var window = DebounceWindow(quietPeriod: quietPeriod)
            while !stop.isSet {
                let wait = window.timeUntilFlush(at: .now).map { min($0, interval) } ?? interval
                let (seconds, attoseconds) = wait.components
                Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
                let current = Self.scan(folders)
                let changed = current.filter { previous[$0.key] != $0.value }.keys
                let removed = previous.keys.filter { current[$0] == nil }
                window.add(changed + removed, at: .now)
                previous = current
                if let batch = window.flush(at: .now) { continuation.yield(batch) }
            }
            continuation.finish()
        }
        thread.name = "marginalia-polling"
        continuation.onTermination = { _ in stop.set() }
        thread.start()
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

/// Set once, when the stream ends; the scanning thread stops at its next turn.
private final class StopSignal: Sendable {
    private let stopped = Mutex(false)

    var isSet: Bool { stopped.withLock { $0 } }

    func set() {
        stopped.withLock { $0 = true }
    }
}
