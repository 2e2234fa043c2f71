import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An export file read a chunk at a time, and inflated on the way when it is gzipped (known by its
/// first two bytes, not by its name): memory holds one chunk, whatever the size of the file.
final class ExportInput {
    let path: String
    private let descriptor: Int32
    private var inflater: GzipInflater?
    /// Compressed bytes read so far, to say where damaged gzip data is.
    private var compressedOffset = 0
    private var pending: [UInt8] = []
    private var ended = false
    static let chunkSize = 128 * 1024

    /// Opens `path`; a missing, unreadable or folder path throws.
    init(path: String) throws(ImportError) {
        self.path = path
        try Self.checkReadable(path)
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .unreadableExport(path: path, reason: String(cString: strerror(errno)))
        }
        let first = try readRaw()
        if first.starts(with: [0x1F, 0x8B]) {
            do {
                inflater = try GzipInflater()
            } catch {
                close(descriptor)
                throw .unreadableExport(path: path, reason: "zlib cannot start")
            }
            try inflate(first)
        } else {
            pending = first
            ended = first.isEmpty
        }
    }

    deinit {
        close(descriptor)
    }

    /// Whether the file is gzipped.
    var isCompressed: Bool { inflater != nil }

    /// The next bytes of the (uncompressed) export, or `nil` at its end.
    func next() throws(ImportError) -> [UInt8]? {
        while pending.isEmpty && !ended {
            let raw = try readRaw()
            if raw.isEmpty {
                ended = true
                if let inflater {
                    do {
                        try inflater.finish()
                    } catch {
                        throw .unreadableExport(
                            path: path, reason: "the gzip data ends early, after \(compressedOffset.grouped) bytes")
                    }
                }
            } else if inflater != nil {
                try inflate(raw)
            } else {
                pending = raw
            }
        }
        guard !pending.isEmpty else { return nil }
        defer { pending = [] }
        return pending
    }

    /// The whole (uncompressed) export.
    func readAll() throws(ImportError) -> Data {
        var data = Data()
        while let chunk = try next() { data.append(contentsOf: chunk) }
        return data
    }

    private func inflate(_ raw: [UInt8]) throws(ImportError) {
        guard let inflater else { return }
        do {
            try inflater.inflate(raw) { pending.append(contentsOf: $0) }
        } catch {
            let reason =
                switch error {
                case .corrupt(let message): message
                case .truncated: "it ends early"
                }
            throw .unreadableExport(
                path: path,
                reason: "the gzip data is damaged (\(reason)) within its first \(compressedOffset.grouped) bytes")
        }
    }

    private func readRaw() throws(ImportError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { throw .unreadableExport(path: path, reason: String(cString: strerror(errno))) }
        compressedOffset += count
        return Array(buffer[..<count])
    }

    /// Throws unless `path` is a readable file (or, with `folder`, a readable folder).
    static func checkReadable(_ path: String, folder: Bool = false) throws(ImportError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadableExport(path: path, reason: "no such file")
        }
        guard isDirectory.boolValue == folder else {
            throw .unreadableExport(path: path, reason: folder ? "it is a file, not a folder" : "it is a folder")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .unreadableExport(path: path, reason: "permission denied")
        }
    }
}
