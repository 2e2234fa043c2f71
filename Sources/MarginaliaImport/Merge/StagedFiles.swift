import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files in two steps, so that a failed import leaves the content folder as it was: each
/// file is first written to a hidden temporary file beside its destination, and only when every
/// one of them is written are they renamed into place (a rename within a folder is atomic).
struct StagedFiles {
    let directory: URL
    private var staged: [(temporary: URL, destination: URL)] = []
    private var createdDirectories: [URL] = []

    init(directory: URL) {
        self.directory = directory
    }

    /// Writes `data` to a temporary file for `relativePath`, creating folders as needed.
    mutating func stage(_ data: Data, at relativePath: String) throws(ImportError) {
        let destination = directory.appendingPathComponent(relativePath)
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(destination.lastPathComponent).marginalia-import-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try createFolders(folder)
            try data.write(to: temporary)
        } catch {
            throw .write(path: relativePath, reason: error.localizedDescription)
        }
        staged.append((temporary, destination))
    }

    /// Renames every staged file into place.
    func commit() throws(ImportError) {
        for (index, file) in staged.enumerated() {
            if rename(file.temporary.path, file.destination.path) != 0 {
                let reason = String(cString: strerror(errno))
                for later in staged[index...] { try? FileManager.default.removeItem(at: later.temporary) }
                throw .write(
                    path: file.destination.path,
                    reason: reason + (index > 0 ? " (\(index) of \(staged.count) files were already written)" : ""))
            }
        }
    }

    /// Removes the staged files and the folders staging created.
    func discard() {
        for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
        for folder in createdDirectories.reversed() { try? FileManager.default.removeItem(at: folder) }
    }

    /// Creates `folder` and missing parents, remembering which ones it made.
    private mutating func createFolders(_ folder: URL) throws {
        var missing: [URL] = []
        var current = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: current.path) {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        for url in missing.reversed() {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            createdDirectories.append(url)
        }
    }
}
