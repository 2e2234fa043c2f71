import Foundation
import MarginaliaModels
import Synchronization

/// A new site in a staging folder (`OutputWriter`), swapped in when complete. With a `reuse`, a
/// page whose inputs have the fingerprint they had in the last build is linked from it instead
/// of rendered; with a `manifest`, each file that a next build may keep is recorded in it; with
/// `recordsDigests`, each file's digest is kept for the rebuilds that follow (`serve`).
final class StagingSink: SiteSink {
    let writer: OutputWriter
    private let reuse: PageReuse?
    private let manifest: PageManifestRecorder?
    private let recordsDigests: Bool
    private let state = Mutex(State())

    private struct State {
        var digests: [String: Int] = [:]
        var keptPages = 0
        var keptFiles = 0
    }

    init(writer: OutputWriter, reuse: PageReuse?, manifest: PageManifestRecorder?, recordsDigests: Bool) {
        self.writer = writer
        self.reuse = reuse
        self.manifest = manifest
        self.recordsDigests = recordsDigests
    }

    var keepsPages: Bool { reuse != nil }

    /// The digest of every page file written, by path.
    var digests: [String: Int] { state.withLock { $0.digests } }
    /// How many pages were kept from the last build, and how many files they have.
    var keptPages: Int { state.withLock { $0.keptPages } }
    var keptFiles: Int { state.withLock { $0.keptFiles } }

    func keep(_ page: PlannedPage, fingerprint: String) -> Bool {
        guard let reuse, reuse.previous.holds(page.paths, fingerprint: fingerprint, in: reuse.outputPath),
            writer.keep(page.paths.map { ($0, reuse.previous.entries[$0]?.file.size ?? 0) })
        else { return false }
        state.withLock { state in
            state.keptPages += 1
            state.keptFiles += page.paths.count
        }
        for path in page.paths {
            if let entry = reuse.previous.entries[path] { manifest?.record(path, entry) }
        }
        return true
    }

    func take(_ file: RenderedFile, fingerprint: String?) throws(SiteError) -> Bool {
        let identity = try writer.write(file.bytes, to: file.path)
        if let fingerprint, let identity {
            manifest?.record(file.path, .init(fingerprint: fingerprint, file: identity))
        }
        if recordsDigests {
            let digest = OutputDigest.of(file.bytes)
            state.withLock { $0.digests[file.path] = digest }
        }
        return true
    }

    func write(_ data: Data, to path: String) throws(SiteError) {
        try writer.write(data, to: path)
    }

    func copy(_ source: String, to path: String) throws(SiteError) {
        try writer.copy(source, to: path)
    }

    func remove(_ path: String) throws(SiteError) {}

    /// Swaps the new site in, then its manifest (a manifest that cannot take the last one's place
    /// is left out: the next build renders every page).
    func commit() throws(SiteError) {
        try writer.commit()
        try? manifest?.finish()
    }

    func discard() {
        writer.discard()
        manifest?.abandon()
    }
}
