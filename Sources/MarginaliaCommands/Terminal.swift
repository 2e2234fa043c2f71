import Foundation

/// Writing to the terminal. Text that cannot be written (the terminal or the pipe reading
/// standard error has gone) is dropped, so the command still finishes its work.
enum Terminal {
    /// Prints an error to standard error.
    static func printError(_ error: any Error) {
        write("\(error)\n")
    }

    /// Prints a warning (a problem that did not stop the build) to standard error.
    static func printWarning(_ warning: some CustomStringConvertible) {
        write("\(warning)\n")
    }

    /// Writes `text` to standard error as it is.
    static func write(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}

extension Terminal {
    /// Prints a progress line to standard error, keeping standard output for results.
    static func printProgress(_ line: String) {
        write(line + "\n")
    }
}
