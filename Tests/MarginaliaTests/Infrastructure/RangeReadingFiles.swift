import Foundation
import MarginaliaContent
import Synchronization

/// Files in memory served to a content store whole or a range at a time, as the disk serves them,
/// noting what was read: which files whole, and the longest range.
final class RangeReadingFiles: Sendable {
    private let files: [String: Data]
    private let reads = Mutex(Reads())

    /// What was read so far.
    struct Reads {
        /// The files read whole, in order.
        var whole: [String] = []
        /// The most bytes asked for in one range.
        var longestRange = 0
    }

    init(_ files: [String: Data]) {
        self.files = files
    }

    var read: Reads { reads.withLock { $0 } }

    /// The file system over the files: `ContentFileSystem.memory`'s, reading ranges too.
    var fileSystem: ContentFileSystem {
        var fileSystem = ContentFileSystem.memory(files)
        let whole = fileSystem.contents
        fileSystem.contents = { [self] path in
            reads.withLock { $0.whole.append(path) }
            return try whole(path)
        }
        // Stamps with the files' sizes, as the disk gives them.
        fileSystem.stamp = { [files] path in
            files[path].map { FileStamp(device: 0, inode: 0, size: Int64($0.count), modified: 0, changed: 0) }
        }
        fileSystem.contentsOfRanges = { [self] path, ranges in
            reads.withLock { $0.longestRange = max($0.longestRange, ranges.map(\.count).max() ?? 0) }
            guard let data = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
            let bytes = [UInt8](data)
            return ranges.map { Data(bytes[min($0.lowerBound, bytes.count)..<min($0.upperBound, bytes.count)]) }
        }
        return fileSystem
    }
}
