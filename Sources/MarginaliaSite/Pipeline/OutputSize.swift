import Foundation

/// What a build left in the output folder, measured there after the swap (every regular file's
/// size on disk), for the summary line: a host limits the files, the bytes and the largest page.
public struct OutputSize: Sendable, Equatable {
    /// How many files the output folder holds.
    public var files = 0
    /// Their bytes together.
    public var bytes: Int64 = 0
    /// The largest HTML page, by path below the output folder (`nil`: none).
    public var largestPage: String?
    /// Its bytes.
    public var largestPageBytes: Int64 = 0

    public init() {}

    /// Measures the files below `folder`.
    init(measuring folder: URL) {
        let inventory = FolderInventory(scanning: folder).files
        files = inventory.count
        bytes = inventory.values.reduce(0) { $0 + $1.size }
        // The largest, and of equal ones the first by path.
        let largest = inventory.filter { $0.key.hasSuffix(".html") }
            .max { ($0.value.size, $1.key) < ($1.value.size, $0.key) }
        largestPage = largest?.key
        largestPageBytes = largest?.value.size ?? 0
    }

    /// `bytes` as a reader takes it in: `812 bytes`, `48.2 KB`, `4.6 GB` (1 KB = 1,000 bytes).
    package static func readable(_ bytes: Int64) -> String {
        let units: [(String, Double)] = [("GB", 1e9), ("MB", 1e6), ("KB", 1e3)]
        guard let (unit, size) = units.first(where: { Double(bytes) >= $0.1 }) else { return "\(bytes) bytes" }
        return String(format: "%.1f", Double(bytes) / size) + " " + unit
    }
}

extension OutputSize: CustomStringConvertible {
    /// `21 files, 48.2 KB; the largest page is posts/p1/index.html (4.4 KB)`.
    public var description: String {
        let total = "\(files) files, \(Self.readable(bytes))"
        guard let largestPage else { return total }
        return total + "; the largest page is \(largestPage) (\(Self.readable(largestPageBytes)))"
    }
}
