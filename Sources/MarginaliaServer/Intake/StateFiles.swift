import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls the intake's state folder is written with, in one place: a private folder,
/// a file written whole or not at all (temporary file, `fsync`, a link that never replaces,
/// `fsync` of the folder) and the secret's bytes.
enum StateFiles {
    /// Why a file could not be written.
    enum Failure: Error, Equatable {
        /// A file of that name exists already (the comment was queued before).
        case exists
        /// The call, and the system's reason.
        case failed(call: String, reason: String)
    }

    /// Makes `path` (and its parents) a folder readable by its owner only (mode 0700), tightening
    /// one that exists.
    static func makePrivateFolder(_ path: String) throws(Failure) {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .failed(call: "mkdir \(path)", reason: error.localizedDescription)
        }
        guard chmod(path, 0o700) == 0 else { throw .failed(call: "chmod \(path)", reason: reason()) }
    }

    /// Writes `bytes` as the new file `name` in `folder`, mode 0600, so that it is there whole or
    /// not at all, and still there after a crash once this returns; never replaces a file.
    static func writeNew(_ bytes: [UInt8], named name: String, in folder: String) throws(Failure) {
        let final = folder + "/" + name
        let temporary = folder + "/.tmp-" + name + "-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .failed(call: "open \(temporary)", reason: reason()) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                let failure = reason()
                close(descriptor)
                unlink(temporary)
                throw .failed(call: "write \(temporary)", reason: failure)
            }
            written += result
        }
        guard fsync(descriptor) == 0 else {
            let failure = reason()
            close(descriptor)
            unlink(temporary)
            throw .failed(call: "fsync \(temporary)", reason: failure)
        }
        close(descriptor)
        // A link fails if the name exists: two confirmations of one preview queue one comment.
        guard link(temporary, final) == 0 else {
            let exists = errno == EEXIST
            let failure = reason()
            unlink(temporary)
            throw exists ? .exists : .failed(call: "link \(final)", reason: failure)
        }
        unlink(temporary)
        try syncFolder(folder)
    }

    /// Makes the folder's entries durable.
    static func syncFolder(_ folder: String) throws(Failure) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .failed(call: "open \(folder)", reason: reason()) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .failed(call: "fsync \(folder)", reason: reason()) }
    }

    /// `count` bytes from the system's random source.
    static func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
