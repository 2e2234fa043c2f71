import Foundation
import SystemPackage

/// The file access the content store needs, as closures: `local` reads the disk, `memory` serves
/// a dictionary of path → bytes for tests.
public struct ContentFileSystem: Sendable {
    /// The bytes of the file at a path.
    public var contents: @Sendable (_ path: String) throws -> Data
    /// What the path names; `nil` when nothing is there.
    public var itemKind: @Sendable (_ path: String) -> ItemKind?
    /// The names of the items in a folder.
    public var directoryEntries: @Sendable (_ path: String) throws -> [String]
    /// The current version of a file, so that an unchanged file need not be read again; `nil`
    /// when unknown, which makes incremental loads decode the file every time.
    public var stamp: @Sendable (_ path: String) -> FileStamp?
    /// The bytes of each range of the file at a path, in order, fewer where the file ends first:
    /// one opening of the file for all of them. `nil`: the file system reads whole files only,
    /// and a large comments file is held whole while it is decoded (`ContentStore` reads one a
    /// range at a time when it can).
    public var contentsOfRanges: (@Sendable (_ path: String, _ ranges: [Range<Int>]) throws -> [Data])?

    public init(
        contents: @escaping @Sendable (String) throws -> Data,
        itemKind: @escaping @Sendable (String) -> ItemKind?,
        directoryEntries: @escaping @Sendable (String) throws -> [String],
        stamp: @escaping @Sendable (String) -> FileStamp? = { _ in nil },
        contentsOfRanges: (@Sendable (String, [Range<Int>]) throws -> [Data])? = nil
    ) {
        self.contents = contents
        self.itemKind = itemKind
        self.directoryEntries = directoryEntries
        self.stamp = stamp
        self.contentsOfRanges = contentsOfRanges
    }
}

extension ContentFileSystem {
    /// The real file system.
    public static let local = ContentFileSystem(
        contents: { path in try Data(contentsOf: URL(fileURLWithPath: path)) },
        itemKind: { path in ItemKind(atPath: path) },
        directoryEntries: { path in try FileManager.default.contentsOfDirectory(atPath: path) },
        stamp: { path in FileStamp(path: path) },
        contentsOfRanges: { path, ranges in try contents(of: ranges, atPath: path) }
    )

    /// The bytes of each of `ranges` of the file at `path`, fewer where the file ends first.
    private static func contents(of ranges: [Range<Int>], atPath path: String) throws -> [Data] {
        let file = try FileDescriptor.open(FilePath(path), .readOnly)
        defer { try? file.close() }
        let size = Int(clamping: try file.stat().size)
        return try ranges.map { try contents(of: $0, in: file, size: size) }
    }

    /// The bytes of `range` of `file`, which holds `size` bytes.
    private static func contents(of range: Range<Int>, in file: FileDescriptor, size: Int) throws -> Data {
        // No more room than the file has: a small file is read with a chunk's length asked for.
        let length = max(0, min(range.count, size - min(size, max(0, range.lowerBound))))
        var data = Data(count: length)
        var filled = 0
        while filled < length {
            let read = try data.withUnsafeMutableBytes { buffer in
                try file.read(
                    fromAbsoluteOffset: Int64(range.lowerBound + filled),
                    into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            }
            if read == 0 { break }
            filled += read
        }
        data.count = filled
        return data
    }

    /// `contentsOfRanges` asked for one range at a time.
    var contentsOfRange: (@Sendable (_ path: String, _ range: Range<Int>) throws -> Data)? {
        guard let read = contentsOfRanges else { return nil }
        return { @Sendable path, range in try read(path, [range]).first ?? Data() }
    }

    /// An in-memory tree for tests: keys are file paths; folders are implied by them.
    public static func memory(_ files: [String: Data]) -> ContentFileSystem {
        ContentFileSystem(
            contents: { path in
                guard let data = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
                return data
            },
            itemKind: { path in
                if files[path] != nil { return .file }
                return files.keys.contains { $0.hasPrefix(path + "/") } ? .directory : nil
            },
            directoryEntries: { path in
                let prefix = path + "/"
                let names = files.keys.filter { $0.hasPrefix(prefix) }
                    .map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) }
                return Array(Set(names))
            }
        )
    }
}
