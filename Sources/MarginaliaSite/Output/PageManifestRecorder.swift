import Foundation
import Synchronization
import SystemPackage

/// The manifest of the build under way (`PageManifest`), written as its pages are: each file's
/// line goes to a temporary file beside the manifest the moment the file is written or kept, so
/// that a build holds none of them (900,000 files: about 150 MB of lines, paths and fingerprints
/// when they were gathered in memory and sorted at the end). The file takes the last manifest's
/// place once the new site is in place (`finish()`).
///
/// The lines are in the order pages finish, a file's line after its page's earlier files; a
/// reader keeps a path's last line. A manifest that cannot be written is given up quietly:
/// without one, the next build renders every page, slower and never wrong.
final class PageManifestRecorder: Sendable {
    private let path: String
    private let temporaryPath: String
    private let state: Mutex<State>

    private struct State {
        /// The temporary file; `nil` once the manifest was given up.
        var descriptor: FileDescriptor?
        /// Lines not yet written, written about 1 MiB at a time.
        var piece: [UInt8] = []
    }

    private static let pieceLength = 1 << 20

    /// A recorder of a manifest that will take the place of the one at `url`, which stays until
    /// `finish()`. Its temporary file is made now, and its folder if it has none.
    init(replacing url: URL) {
        path = url.path
        temporaryPath = url.path + ".partial"
        var state = State()
        do {
            try FileBytes.makeDirectory(atPath: url.deletingLastPathComponent().path)
            let descriptor = try FileBytes.create(temporaryPath)
            state.piece.reserveCapacity(Self.pieceLength + 4_096)
            state.piece += PageManifest.header.utf8
            state.piece.append(UInt8(ascii: "\n"))
            state.descriptor = descriptor
        } catch {
            state.descriptor = nil
        }
        self.state = Mutex(state)
    }

    /// Records that the file at `path` in the output folder is `entry.file`, made for a page whose
    /// inputs have `entry.fingerprint`.
    func record(_ path: String, _ entry: PageManifest.Entry) {
        let file = entry.file
        let line =
            "\(entry.fingerprint) \(file.device) \(file.inode) \(file.size) \(file.seconds) \(file.nanoseconds) \(path)\n"
        state.withLock { state in
            guard state.descriptor != nil else { return }
            state.piece += line.utf8
            if state.piece.count >= Self.pieceLength { Self.flush(&state) }
        }
    }

    /// Writes what is left and puts the manifest in the last one's place. Throws when it cannot;
    /// the temporary file is then gone and the last manifest left as it was.
    func finish() throws(Errno) {
        let written = state.withLock { state -> Errno? in
            Self.flush(&state)
            guard let descriptor = state.descriptor else { return .ioError }
            state.descriptor = nil
            do { try descriptor.close() } catch { return (error as? Errno) ?? .ioError }
            return nil
        }
        if let written {
            unlink(temporaryPath)
            throw written
        }
        if rename(temporaryPath, path) != 0 {
            let code = Errno(rawValue: errno)
            unlink(temporaryPath)
            throw code
        }
    }

    /// Gives the manifest up: the temporary file is removed, the last manifest left as it was.
    func abandon() {
        state.withLock { state in
            try? state.descriptor?.close()
            state.descriptor = nil
            state.piece = []
        }
        unlink(temporaryPath)
    }

    /// Writes the lines held; on failure, closes the file and gives the manifest up.
    private static func flush(_ state: inout State) {
        guard let descriptor = state.descriptor else { return }
        do {
            _ = try state.piece.withUnsafeBytes { try descriptor.writeAll($0) }
            state.piece.removeAll(keepingCapacity: true)
        } catch {
            try? descriptor.close()
            state.descriptor = nil
            state.piece = []
        }
    }
}
