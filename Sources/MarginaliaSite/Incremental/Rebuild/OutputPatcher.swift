import Foundation

/// Changes single files of a finished output folder in place, each atomically: a file is written
/// beside its destination and renamed over it, so that a reader (the development server) sees
/// either the old or the new file, never a partial one and never none.
struct OutputPatcher: Sendable {
    /// The output folder.
    let outputURL: URL

    /// Writes `bytes` to `relativePath`, creating folders as needed.
    func write(_ bytes: [UInt8], to relativePath: String) throws(SiteError) {
        try write(Data(bytes), to: relativePath)
    }

    /// Writes bytes to `relativePath`, creating folders as needed: Foundation's atomic write makes
    /// a new file beside the destination and renames it over it (a new inode, so a page manifest
    /// never takes the new file for the old one, and a hard link to the old file keeps the old bytes).
    func write(_ data: Data, to relativePath: String) throws(SiteError) {
        let destination = outputURL.appendingPathComponent(relativePath)
        do {
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: destination, options: .atomic)
        } catch {
            throw .output(path: relativePath, reason: error.localizedDescription)
        }
    }

    /// Copies the file at `source` to `relativePath`.
    func copy(_ source: URL, to relativePath: String) throws(SiteError) {
        try replace(relativePath) { temporary in try FileManager.default.copyItem(at: source, to: temporary) }
    }

    /// Removes the file at `relativePath` and the folders above it that become empty.
    func remove(_ relativePath: String) throws(SiteError) {
        let fileManager = FileManager.default
        var url = outputURL.appendingPathComponent(relativePath)
        do {
            if fileManager.fileExists(atPath: url.path) { try fileManager.removeItem(at: url) }
        } catch {
            throw .output(path: relativePath, reason: error.localizedDescription)
        }
        url.deleteLastPathComponent()
        let root = outputURL.standardizedFileURL.path
        while url.standardizedFileURL.path.count > root.count,
            (try? fileManager.contentsOfDirectory(atPath: url.path))?.isEmpty == true
        {
            try? fileManager.removeItem(at: url)
            url.deleteLastPathComponent()
        }
    }

    /// Makes the new version under a temporary name in the destination's folder, then renames it
    /// over the destination. (For copies: `FileManager` has no atomic copy.)
    private func replace(_ relativePath: String, make: (URL) throws -> Void) throws(SiteError) {
        let destination = outputURL.appendingPathComponent(relativePath)
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(destination.lastPathComponent).marginalia-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try make(temporary)
            guard rename(temporary.path, destination.path) == 0 else {
                throw CocoaError(
                    .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .output(path: relativePath, reason: error.localizedDescription)
        }
    }
}
