import Foundation

/// Which file a path leads to, and its size and modification time.
struct FileIdentity: Sendable, Equatable {
    let device: Int64
    let inode: Int64
    let size: Int64
    let seconds: Int64
    let nanoseconds: Int64
}

// In an extension, so that the memberwise initializer stays.
extension FileIdentity {
    /// The regular file at `path` (links are not followed), or `nil`.
    init?(atPath path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        self.init(status)
    }

    /// The file `status` describes.
    init(_ status: stat) {
        device = Int64(truncatingIfNeeded: status.st_dev)
        inode = Int64(truncatingIfNeeded: status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
        seconds = Int64(status.st_mtimespec.tv_sec)
        nanoseconds = Int64(status.st_mtimespec.tv_nsec)
        #else
        seconds = Int64(status.st_mtim.tv_sec)
        nanoseconds = Int64(status.st_mtim.tv_nsec)
        #endif
    }
}
