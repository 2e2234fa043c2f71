import Foundation
import SystemPackage

/// Whole-file writes and comparisons by path, with swift-system's thin wrappers of the system
/// calls: a build writes thousands of pages, and `Data.write(to:)` wanted a `Data` copy of every
/// page and URL values for every path.
enum FileBytes {
    /// Writes `bytes` to the file at `path`, created (mode 0666 less the umask) or truncated.
    /// Returns the file written, as it is once written.
    @discardableResult
    static func write(_ bytes: UnsafeRawBufferPointer, toPath path: String) throws(Errno) -> FileIdentity? {
        do {
            let descriptor = try create(path)
            return try descriptor.closeAfter {
                _ = try descriptor.writeAll(bytes)
                return (try? descriptor.stat()).map(FileIdentity.init)
            }
        } catch {
            // swift-system's file operations throw `Errno` only, though their signatures do not say so.
            throw (error as? Errno) ?? .ioError
        }
    }

    /// The file at `path` opened for writing, created (mode 0666 less the umask) or truncated.
    static func create(_ path: String) throws -> FileDescriptor {
        try FileDescriptor.open(
            FilePath(path), .writeOnly, options: [.create, .truncate, .closeOnExec],
            permissions: FilePermissions(rawValue: 0o666))
    }

    /// Whether the regular file at `path` holds exactly `bytes` (sizes are compared first).
    static func file(atPath path: String, holds bytes: UnsafeRawBufferPointer) -> Bool {
        guard let status = try? Stat(FilePath(path), followTargetSymlink: false), status.type == .regular,
            Int(status.size) == bytes.count, let existing = FileManager.default.contents(atPath: path)
        else { return false }
        return existing.withUnsafeBytes { $0.elementsEqual(bytes) }
    }

    /// Makes sure the folder at `path` exists, with any missing parents: one `mkdir` when the
    /// parent exists, as it does for every page after the first in a folder. (swift-system has
    /// no `mkdir`.)
    static func makeDirectory(atPath path: String) throws(Errno) {
        if mkdir(path, 0o777) == 0 { return }
        let code = Errno(rawValue: errno)
        if code == .fileExists { return }
        guard code == .noSuchFileOrDirectory, let slash = path.lastIndex(of: "/"), slash > path.startIndex else {
            throw code
        }
        try makeDirectory(atPath: String(path[..<slash]))
        if mkdir(path, 0o777) != 0, errno != EEXIST { throw Errno(rawValue: errno) }
    }

    /// The system's reason for a failed file operation ("No space left on device"): the text of
    /// its errno, from the error itself or the one Foundation wraps; else Foundation's description.
    static func reason(for error: any Error) -> String {
        if let code = error as? Errno { return code.description }
        let wrapped = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let wrapped, wrapped.domain == NSPOSIXErrorDomain, let code = Int32(exactly: wrapped.code) {
            return Errno(rawValue: code).description
        }
        return error.localizedDescription
    }
}
