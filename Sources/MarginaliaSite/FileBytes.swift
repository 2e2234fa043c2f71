import Foundation

/// Whole-file writes and comparisons by path, with the system calls themselves: a build writes
/// thousands of pages, and `Data.write(to:)` wanted a `Data` copy of every page and URL values
/// for every path.
enum FileBytes {
    /// A system call that failed, with the path it was given.
    struct Failure: Error, CustomStringConvertible {
        let path: String
        let code: Int32

        var description: String { "\(path): \(String(cString: strerror(code)))" }
    }

    /// Writes `bytes` to the file at `path`, created (mode 0666 less the umask) or truncated.
    static func write(_ bytes: UnsafeRawBufferPointer, toPath path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, code: errno)
            }
            offset += written
        }
    }

    /// Whether the regular file at `path` holds exactly `bytes` (sizes are compared first).
    static func file(atPath path: String, holds bytes: UnsafeRawBufferPointer) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == bytes.count,
              let existing = FileManager.default.contents(atPath: path)
        else { return false }
        return existing.withUnsafeBytes { $0.elementsEqual(bytes) }
    }

    /// Makes sure the folder at `path` exists: one `mkdir` when its parent exists (as for every
    /// page after the first in a folder), otherwise with every missing parent.
    static func makeDirectory(atPath path: String) throws(Failure) {
        if mkdir(path, 0o777) == 0 || errno == EEXIST { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: path, code: (error as NSError).code == 0 ? EIO : Int32(truncatingIfNeeded: (error as NSError).code))
        }
    }
}
