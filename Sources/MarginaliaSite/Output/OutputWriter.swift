import CSystemShims
import Foundation
import Synchronization
import SystemPackage

/// Writes a build into a staging folder beside the output folder and swaps it in whole, so that a
/// failed or interrupted build never leaves a partial site: the previous output stays as it was.
struct OutputWriter: Sendable {
    /// The folder the finished site ends up in.
    let outputURL: URL
    /// Where this build writes; a sibling of `outputURL`.
    let stagingURL: URL
    /// What was written so far, counted by the tasks that write pages in parallel.
    private let tally = WriterTally()
    /// Whether the output folder existed when this build began: without it (a first build, or one
    /// after the output was removed) no file can be kept, and none is looked for.
    private let hasPreviousOutput: Bool

    /// Files identical to the previous build's, kept as they were (same inode, same modification
    /// time) instead of being written again.
    var unchangedFileCount: Int { tally.state.withLock { $0.unchanged } }
    /// The files written, linked or copied into the staging folder so far.
    var size: OutputSize { tally.state.withLock { $0.size } }

    /// The prefix of staging and retired folders, so that leftovers of killed builds can be found.
    static func leftoverPrefix(for outputURL: URL) -> String { ".\(outputURL.lastPathComponent).marginalia-" }

    /// Creates a fresh staging folder, removing leftovers of earlier interrupted builds.
    init(outputURL: URL) throws(SiteError) {
        self.outputURL = outputURL.standardizedFileURL
        let parent = self.outputURL.deletingLastPathComponent()
        let prefix = Self.leftoverPrefix(for: self.outputURL)
        stagingURL = parent.appendingPathComponent(
            prefix + "staging-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        let fileManager = FileManager.default
        hasPreviousOutput = fileManager.fileExists(atPath: self.outputURL.path)
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            for name in try fileManager.contentsOfDirectory(atPath: parent.path) where name.hasPrefix(prefix) {
                try? fileManager.removeItem(at: parent.appendingPathComponent(name))
            }
            try fileManager.createDirectory(at: stagingURL, withIntermediateDirectories: false)
        } catch {
            throw .output(path: stagingURL.path, reason: FileBytes.reason(for: error))
        }
    }

    /// Writes a file below the staging folder, creating folders as needed. Returns the file.
    @discardableResult
    func write(_ bytes: [UInt8], to relativePath: String) throws(SiteError) -> FileIdentity? {
        let result = bytes.withUnsafeBytes { bytes in
            Result { () throws(SiteError) in try write(bytes, to: relativePath) }
        }
        return try result.get()
    }

    /// Writes bytes to a file below the staging folder, creating folders as needed.
    func write(_ data: Data, to relativePath: String) throws(SiteError) {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(SiteError) in try write(bytes, to: relativePath) }
        }
        _ = try result.get()
    }

    /// Writes bytes to a file below the staging folder, creating folders as needed. When the
    /// previous build has the very same file, it is hard-linked instead: the page is not
    /// rewritten, so its modification time (and what a sync to a server or CDN compares) stays.
    private func write(_ bytes: UnsafeRawBufferPointer, to relativePath: String) throws(SiteError) -> FileIdentity? {
        let path = stagingURL.path + "/" + relativePath
        let previous = outputURL.path + "/" + relativePath
        do {
            try makeParentDirectory(of: path)
            let unchanged =
                hasPreviousOutput && FileBytes.file(atPath: previous, holds: bytes) && link(previous, path) == 0
            let identity = unchanged ? FileIdentity(atPath: path) : try FileBytes.write(bytes, toPath: path)
            tally.state.withLock { state in
                if unchanged { state.unchanged += 1 }
                state.size.add(relativePath, size: Int64(bytes.count))
            }
            return identity
        } catch {
            throw .output(path: outputURL.path + "/" + relativePath, reason: error.description)
        }
    }

    /// Puts the previous build's files at `relativePaths`, of the sizes given, into this build as
    /// they are (hard links), all or none: returns `false`, and keeps none, when any of them cannot
    /// be linked.
    func keep(_ files: [(relativePath: String, size: Int64)]) -> Bool {
        var linked: [String] = []
        for (relativePath, _) in files {
            let path = stagingURL.path + "/" + relativePath
            guard (try? makeParentDirectory(of: path)) != nil, link(outputURL.path + "/" + relativePath, path) == 0
            else {
                // A file linked here must not stay: writing the page would truncate the previous
                // build's file through it.
                for path in linked { unlink(path) }
                return false
            }
            linked.append(path)
        }
        tally.state.withLock { state in
            state.unchanged += files.count
            for (relativePath, size) in files { state.size.add(relativePath, size: size) }
        }
        return true
    }

    private func makeParentDirectory(of path: String) throws(Errno) {
        try FileBytes.makeDirectory(atPath: String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]))
    }

    /// Copies the file at `source` to `relativePath` in the staging folder; a file identical to the
    /// previous build's is linked, not copied.
    func copy(_ source: String, to relativePath: String) throws(SiteError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: source), options: .mappedIfSafe)
        } catch {
            throw .output(path: source, reason: FileBytes.reason(for: error))
        }
        try write(data, to: relativePath)
    }

    /// Puts the staged site in place of the output folder. Where the system can, the two folders
    /// are exchanged in one atomic step, so that at every instant `outputURL` holds a complete
    /// site, even if the process is killed right then; elsewhere two renames are used.
    func commit() throws(SiteError) {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: outputURL.path),
            marginalia_exchange_paths(stagingURL.path, outputURL.path) == 0
        {
            try? fileManager.removeItem(at: stagingURL)
            return
        }
        let retired = outputURL.deletingLastPathComponent()
            .appendingPathComponent(Self.leftoverPrefix(for: outputURL) + "retired-\(UUID().uuidString.prefix(8))")
        do {
            let hadOutput = fileManager.fileExists(atPath: outputURL.path)
            if hadOutput { try fileManager.moveItem(at: outputURL, to: retired) }
            do {
                try fileManager.moveItem(at: stagingURL, to: outputURL)
            } catch {
                if hadOutput { try? fileManager.moveItem(at: retired, to: outputURL) }
                throw error
            }
            if hadOutput { try? fileManager.removeItem(at: retired) }
        } catch {
            throw .output(path: outputURL.path, reason: FileBytes.reason(for: error))
        }
    }

    /// Removes the staging folder after a failed build.
    func discard() {
        try? FileManager.default.removeItem(at: stagingURL)
    }
}

/// The counts shared by the tasks that write pages in parallel.
private final class WriterTally: Sendable {
    struct State {
        /// How many files were identical to the previous build's and kept instead of written.
        var unchanged = 0
        var size = OutputSize()
    }

    let state = Mutex(State())
}
