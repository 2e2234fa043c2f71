import Foundation

/// The built `marginalia` executable run as a child process, for tests of what only a real
/// process shows: exit status, signals, the terminal output.
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

    /// Stops reading the output and closes the pipe's read end: the process's next line meets a
    /// pipe nobody reads, as when the terminal that started it has gone.
    func closeOutput() {
        reader.stop()
    }

    /// Everything written to standard output and standard error so far.
    var text: String { reader.text }

    /// Waits until the output contains `fragment`.
    func waitForOutput(_ fragment: String, within timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if text.contains(fragment) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return text.contains(fragment)
    }

    /// The port from the `Serving … at http://…:PORT/ (…)` line, once that line is written
    /// (other lines, such as `Watching Content/ and Templates/ (inotify)`, may come first).
    func port(within timeout: Duration = .seconds(10)) async -> Int? {
        let deadline = ContinuousClock.now + timeout
        repeat {
            if let range = text.range(of: #"http://[^ ]+:\d+/ \("#, options: .regularExpression) {
                return Int(text[range].split(separator: ":").last!.dropLast(3))
            }
            try? await Task.sleep(for: .milliseconds(20))
        } while ContinuousClock.now < deadline
        return nil
    }

    func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the process to end; `nil` if it did not within `timeout` (it is then killed).
    func exitStatus(within timeout: Duration = .seconds(10)) async -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }
}
