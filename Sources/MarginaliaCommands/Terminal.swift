import Foundation

/// Writing to the terminal.
enum Terminal {
    /// Prints an error to standard error.
    static func printError(_ error: any Error) {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    }
}
