import MarginaliaContent

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file read whole, with the stamp of the very version that was read (taken from the open
/// file), so that validators (`ETag`, `Last-Modified`) always match the bytes sent.
struct FileContents: Sendable {
    let bytes: [UInt8]
    let stamp: FileStamp

    /// Reads the regular file at `path` (a real path: symbolic links are not followed); `nil`
    /// if it cannot be opened or read, as when it was replaced in the meantime.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let stamp = FileStamp(fileDescriptor: descriptor), stamp.size >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(stamp.size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        // A file that shrank while being read is sent as it was read.
        self.bytes = filled == bytes.count ? bytes : Array(bytes.prefix(filled))
        self.stamp = stamp
    }
}
