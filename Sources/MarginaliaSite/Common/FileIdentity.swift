import SystemPackage

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
        guard let status = try? Stat(FilePath(path), followTargetSymlink: false), status.type == .regular else {
            return nil
        }
        self.init(status)
    }

    /// The file `status` describes.
    init(_ status: Stat) {
        device = Int64(truncatingIfNeeded: status.deviceID.rawValue)
        inode = Int64(truncatingIfNeeded: status.inode.rawValue)
        size = status.size
        seconds = Int64(status.st_mtim.tv_sec)
        nanoseconds = Int64(status.st_mtim.tv_nsec)
    }
}
