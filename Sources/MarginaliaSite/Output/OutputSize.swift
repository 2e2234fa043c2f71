import Foundation

/// What a build left in the output folder, for the summary line: a host limits the files, the
/// bytes and the largest page. The staging folder's writer counts each file as it writes, links or
/// copies it, so that nothing is scanned after the swap.
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

    /// Counts one more file, of `size` bytes, at `path` below the output folder.
    mutating func add(_ path: String, size: Int64) {
        files += 1
        bytes += size
        // The largest, and of equal ones the first by path.
        guard path.hasSuffix(".html") else { return }
        if let largestPage, size < largestPageBytes || (size == largestPageBytes && path > largestPage) { return }
        largestPage = path
        largestPageBytes = size
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
