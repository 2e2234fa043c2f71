import Foundation

/// Writing to the terminal.
enum Terminal {
    /// Prints an error to standard error.
    static func printError(_ error: any Error) {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    }

    /// Prints a warning (a problem that did not stop the build) to standard error.
    static func printWarning(_ warning: some CustomStringConvertible) {
        FileHandle.standardError.write(Data("\(warning)\n".utf8))
    }
}

extension Terminal {
    /// Prints a progress line to standard error, keeping standard output for results.
    static func printProgress(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
