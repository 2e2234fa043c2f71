import Foundation
import Synchronization

/// Collects everything written to a pipe, on a thread of its own, until the writer closes it or
/// `stop()` is called.
///
/// A class apart from ``ServerProcess`` so that its thread holds only the reader: a process that
/// is dropped while still running is then ended by `ServerProcess.deinit`.
final class PipeReader: Sendable {
    private let output = Mutex<String>("")
    private let stopped = Atomic<Bool>(false)
    private let closed = Atomic<Bool>(false)

    /// Starts reading `descriptor`, which the reader closes when it is done.
    init(descriptor: Int32) {
        // Polls rather than blocking in a read, so that `stop()` can end it.
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while !stopped.load(ordering: .acquiring) {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&request, 1, 20) > 0 else { continue }
                let count = read(descriptor, &buffer, buffer.count)
                guard count > 0 else { break }
                output.withLock { $0 += String(decoding: buffer[..<count], as: UTF8.self) }
            }
            close(descriptor)
            closed.store(true, ordering: .releasing)
        }
        thread.start()
    }

    /// Stops reading; the descriptor is closed at the thread's next turn (see `isClosed`), after
    /// which the writer's next write meets a pipe nobody reads.
    func stop() {
        stopped.store(true, ordering: .releasing)
    }

    /// Whether the reader has closed its end: it read everything the writer wrote before closing
    /// its end, or it was stopped.
    var isClosed: Bool { closed.load(ordering: .acquiring) }

    /// Everything read so far.
    var text: String { output.withLock { $0 } }
}
