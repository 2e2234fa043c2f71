import MarginaliaContent
import SystemPackage

/// A file read whole, with the stamp of the very version that was read (taken from the open
/// file), so that validators (`ETag`, `Last-Modified`) always match the bytes sent.
struct FileContents: Sendable {
    let bytes: [UInt8]
    let stamp: FileStamp

    /// Reads the regular file at `path` (a real path: symbolic links are not followed); `nil`
    /// if it cannot be opened or read, as when it was replaced in the meantime.
    init?(path: String) {
        guard let descriptor = try? FileDescriptor.open(FilePath(path), .readOnly, options: [.noFollow, .closeOnExec])
        else { return nil }
        defer { try? descriptor.close() }
        guard let stamp = FileStamp(descriptor), stamp.size >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(stamp.size))
        var filled = 0
        while filled < bytes.count {
            // `read` retries when interrupted; 0 is the end of the file.
            let count = bytes.withUnsafeMutableBytes { buffer in
                try? descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            }
            guard let count, count > 0 else { break }
            filled += count
        }
        // A file that shrank while being read is sent as it was read.
        self.bytes = filled == bytes.count ? bytes : Array(bytes.prefix(filled))
        self.stamp = stamp
    }
}
