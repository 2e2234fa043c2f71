import Foundation
import MarginaliaSite
import Synchronization

/// A line on standard error that shows how far a long build has come and rewrites itself in
/// place. Only for terminals: piped or logged output gets the summary alone.
final class ProgressLine: Sendable {
    /// When the line was last drawn; it is redrawn at most ten times a second.
    private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)

    /// A progress line if standard error is a terminal.
    static func onTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    /// "Rendering post pages: 1200 of 20000 (6 %)".
    static func text(_ progress: BuildProgress) -> String {
        let percent = progress.total > 0 ? progress.done * 100 / progress.total : 100
        return "Rendering \(progress.step): \(progress.done) of \(progress.total) (\(percent) %)"
    }

    func show(_ progress: BuildProgress) {
        let now = ContinuousClock.now
        let due = lastDrawn.withLock { last in
            guard last.map({ now - $0 >= .milliseconds(100) }) ?? true else { return false }
            last = now
            return true
        }
        guard due else { return }
        draw("\r\u{1B}[2K" + Self.text(progress))
    }

    /// Removes the line, before the summary or an error is printed.
    func clear() {
        draw("\r\u{1B}[2K")
    }

    private func draw(_ text: String) {
        Terminal.write(text)
    }
}
