import Foundation

/// Whole-file writes and comparisons by path, with the system calls themselves: a build writes
/// thousands of pages, and `Data.write(to:)` wanted a `Data` copy of every page and URL values
/// for every path.
enum FileBytes {
    /// A system call that failed.
    struct Failure: Error, Equatable {
        /// The `errno` it set.
        let code: Int32

        /// The system's text for the error, such as "Not a directory".
        var reason: String { String(cString: strerror(code)) }
    }

    /// Writes `bytes` to the file at `path`, created (mode 0666 less the umask) or truncated.
    /// Returns the file written, as it is once written.
    @discardableResult
    static func write(_ bytes: UnsafeRawBufferPointer, toPath path: String) throws(Failure) -> FileIdentity? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            offset += written
        }
        var status = stat()
        return fstat(descriptor, &status) == 0 ? FileIdentity(status) : nil
    }

    /// Whether the regular file at `path` holds exactly `bytes` (sizes are compared first).
    static func file(atPath path: String, holds bytes: UnsafeRawBufferPointer) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == bytes.count,
              let existing = FileManager.default.contents(atPath: path)
        else { return false }
        return existing.withUnsafeBytes { $0.elementsEqual(bytes) }
    }

    /// Makes sure the folder at `path` exists, with any missing parents: one `mkdir` when the
    /// parent exists, as it does for every page after the first in a folder.
    static func makeDirectory(atPath path: String) throws(Failure) {
        if mkdir(path, 0o777) == 0 { return }
        let code = errno
        if code == EEXIST { return }
        guard code == ENOENT, let slash = path.lastIndex(of: "/"), slash > path.startIndex else { throw Failure(code: code) }
        try makeDirectory(atPath: String(path[..<slash]))
        if mkdir(path, 0o777) != 0, errno != EEXIST { throw Failure(code: errno) }
    }
}
