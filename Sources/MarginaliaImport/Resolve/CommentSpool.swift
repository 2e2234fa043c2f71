import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary file holding the bodies and authors of the comments being imported, so that an
/// export of any size is read with memory for an index only. It holds no e-mail or IP address
/// (the export reader never reads them) and is removed when the spool goes away.
final class CommentSpool {
    /// Where a record is in the file.
    struct Slot: Sendable, Equatable {
        var offset: UInt64
        var length: UInt32
    }

    /// What the spool keeps of a comment.
    struct Content: Sendable, Equatable {
        var authorId: String
        var authorName: String
        var body: String
        var markup: BodyMarkup
    }

    let path: String
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var flushedLength: UInt64 = 0
    private static let flushThreshold = 1 << 20

    /// Creates an empty spool in the temporary folder (`TMPDIR`).
    init() throws(ImportError) {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "marginalia-import-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).spool"
            ).path
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = FileHandle(forUpdatingAtPath: path)
        else { throw .temporaryFile(path: path, reason: "it cannot be created") }
        self.handle = handle
    }

    deinit {
        try? handle.close()
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Appends a comment's content and says where it went.
    func append(_ content: Content) throws(ImportError) -> Slot {
        let start = buffer.count
        for text in [content.authorId, content.authorName, content.body] {
            let bytes = Array(text.utf8)
            var length = UInt32(bytes.count).littleEndian
            withUnsafeBytes(of: &length) { buffer.append(contentsOf: $0) }
            buffer.append(contentsOf: bytes)
        }
        buffer.append(content.markup.rawValue)
        let slot = Slot(offset: flushedLength + UInt64(start), length: UInt32(buffer.count - start))
        if buffer.count >= Self.flushThreshold { try flush() }
        return slot
    }

    /// Reads back what `append` stored at `slot`.
    func content(at slot: Slot) throws(ImportError) -> Content {
        try flush()
        let length = Int(slot.length)
        var bytes = [UInt8](repeating: 0, count: length)
        let count = bytes.withUnsafeMutableBytes {
            pread(handle.fileDescriptor, $0.baseAddress, length, off_t(slot.offset))
        }
        guard count == length else {
            throw .temporaryFile(path: path, reason: count < 0 ? String(cString: strerror(errno)) : "it was cut short")
        }
        var rest = bytes[...]
        func text() -> String {
            let length = rest.prefix(4).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            let value = String(decoding: rest.dropFirst(4).prefix(length), as: UTF8.self)
            rest = rest.dropFirst(4 + length)
            return value
        }
        let authorId = text()
        let authorName = text()
        let body = text()
        return Content(
            authorId: authorId, authorName: authorName, body: body,
            markup: rest.first.flatMap(BodyMarkup.init(rawValue:)) ?? .html)
    }

    private func flush() throws(ImportError) {
        guard !buffer.isEmpty else { return }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: buffer)
        } catch {
            throw .temporaryFile(path: path, reason: error.localizedDescription)
        }
        flushedLength += UInt64(buffer.count)
        buffer.removeAll(keepingCapacity: true)
    }
}
