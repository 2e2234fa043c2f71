import MarginaliaServer
import Synchronization

/// A server console that keeps what the server says, for tests to read.
final class RecordingConsole: Sendable {
    private let lines = Mutex<(info: [String], error: [String])>(([], []))

    var console: ServerConsole {
        ServerConsole(
            info: { line in self.lines.withLock { $0.info.append(line) } },
            error: { line in self.lines.withLock { $0.error.append(line) } }
        )
    }

    var info: [String] { lines.withLock { $0.info } }
    var errors: [String] { lines.withLock { $0.error } }
}
