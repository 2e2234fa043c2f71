import Foundation

/// The built `marginalia` executable run as a child process, for tests of what only a real
/// process shows: exit status, signals, the terminal output. Every wait is for the process's own
/// signal (a line of output, its exit), bounded only against a hang (see ``Waiting``).
///
/// A process still running when its `ServerProcess` goes away (a test that failed or threw
/// before stopping it) is killed, so that no server outlives its test.
final class ServerProcess: Sendable {
    private let process: Process
    private let reader: PipeReader

    /// The executable beside the test bundle (`swift build` puts both in the same folder).
    static var executable: URL {
        Bundle.main.bundleURL.appendingPathComponent("marginalia")
    }

    init(arguments: [String], in folder: URL) throws {
        process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        reader = PipeReader(descriptor: pipe.fileHandleForReading.fileDescriptor)
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        reader.stop()
    }

    /// Stops reading the output and returns once the pipe's read end is closed: the process's
    /// next line meets a pipe nobody reads, as when the terminal that started it has gone.
    func closeOutput() async -> Bool {
        reader.stop()
        return await Waiting.until { reader.isClosed }
    }

    /// Everything written to standard output and standard error so far.
    var text: String { reader.text }

    /// Waits until the output contains `fragment`.
    func waitForOutput(_ fragment: String, within limit: Duration = Waiting.hangLimit) async -> Bool {
        await Waiting.until(within: limit, every: .milliseconds(20)) { text.contains(fragment) }
    }

    /// The port from the `Serving … at http://…:PORT/ (…)` line, once that line is written
    /// (other lines, such as `Watching Content/ and Templates/ (inotify)`, may come first).
    func port(within limit: Duration = Waiting.hangLimit) async -> Int? {
        await Waiting.first(within: limit, every: .milliseconds(20)) {
            let text = text
            guard let range = text.range(of: #"http://[^ ]+:\d+/ \("#, options: .regularExpression) else { return nil }
            return Int(text[range].split(separator: ":").last!.dropLast(3))
        }
    }

    func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the process to end and for its output to be read to the end (so that `text`
    /// holds its last line); `nil` if either did not happen within `limit` (a process still
    /// running is then killed).
    func exitStatus(within limit: Duration = Waiting.hangLimit) async -> Int32? {
        guard await Waiting.until(within: limit, every: .milliseconds(20), { !process.isRunning }) else {
            process.terminate()
            return nil
        }
        // The pipe ends when the process (its only writer) has ended; the reader then reads what
        // is left and closes its end.
        guard await Waiting.until(within: limit, every: .milliseconds(20), { reader.isClosed }) else { return nil }
        return process.terminationStatus
    }
}
