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

    /// Standard output and standard error.
    public static let terminal = ServerConsole(
        info: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
        error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    )
}
