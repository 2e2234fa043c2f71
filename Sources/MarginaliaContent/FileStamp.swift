import SystemPackage

/// What identifies one version of a file without reading it: the file's identity (device and
/// inode), its size and its modification and status-change times in nanoseconds.
///
/// Saving a file changes its stamp: a write moves the times, and an editor's save by rename gives
/// a new inode. Two writes within one tick of the file system's clock, of the same size, to the
/// same inode can share a stamp, so callers that know a file changed (a watcher) say so as well.
public struct FileStamp: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    /// Modification time, nanoseconds since 1970.
    public var modified: Int64
    /// Status-change time, nanoseconds since 1970; it cannot be set back by `touch`.
    public var changed: Int64

    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }
}

extension FileStamp {
    /// The stamp of the file at `path`, following symbolic links; `nil` if there is none.
    public init?(path: String) {
        guard let status = try? Stat(FilePath(path)) else { return nil }
        self.init(status)
    }

    /// The stamp of an open file.
    public init?(_ descriptor: FileDescriptor) {
        guard let status = try? descriptor.stat() else { return nil }
        self.init(status)
    }

    /// The stamp `status` describes.
    public init(_ status: Stat) {
        let modified = status.st_mtim
        let changed = status.st_ctim
        self.init(
            device: UInt64(truncatingIfNeeded: status.deviceID.rawValue),
            inode: UInt64(truncatingIfNeeded: status.inode.rawValue),
            size: status.size,
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec)
        )
    }

    /// The modification time in whole seconds since 1970, as HTTP dates have it.
    public var modifiedSeconds: Int64 { modified / 1_000_000_000 }
}
