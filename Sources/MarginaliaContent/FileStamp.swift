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
            modified: Self.nanoseconds(modified.tv_sec, modified.tv_nsec),
            changed: Self.nanoseconds(changed.tv_sec, changed.tv_nsec)
        )
    }

    /// A file time in nanoseconds since 1970, clamped to what an `Int64` holds (years 1677 to
    /// 2262): anyone can date a file outside them (`touch -d 2300-01-01`), and the server stamps
    /// every file it sends.
    static func nanoseconds(_ seconds: some BinaryInteger, _ nanoseconds: some BinaryInteger) -> Int64 {
        let (whole, overflow) = Int64(clamping: seconds).multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, sumOverflow) = whole.addingReportingOverflow(Int64(clamping: nanoseconds))
        return sumOverflow ? .max : sum
    }

    /// The modification time in whole seconds since 1970, as HTTP dates have it.
    public var modifiedSeconds: Int64 { modified / 1_000_000_000 }
}
