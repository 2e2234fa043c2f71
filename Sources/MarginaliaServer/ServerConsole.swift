import Foundation

/// Where the server's messages go: the terminal, or a test's buffer. Lines are written unbuffered,
/// so that a process reading the output sees each line when it happens.
public struct ServerConsole: Sendable {
    /// Progress: the URL, each rebuild's log line.
    public var info: @Sendable (String) -> Void
    /// Warnings and build errors.
    public var error: @Sendable (String) -> Void

    public init(info: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.info = info
        self.error = error
    }

    /// Standard output and standard error. A line that cannot be written (the terminal or the
    /// pipe reading the output has gone) is dropped: the server goes on serving.
    public static let terminal = ServerConsole(
        info: { try? FileHandle.standardOutput.write(contentsOf: Data(($0 + "\n").utf8)) },
        error: { try? FileHandle.standardError.write(contentsOf: Data(($0 + "\n").utf8)) }
    )
}
