import Foundation
import MarginaliaModels
import Synchronization

/// A new site in a staging folder (`OutputWriter`), swapped in when complete. With a `reuse`, a
/// page whose inputs have the fingerprint they had in the last build is linked from it instead
/// of rendered, and the new manifest is gathered; with `recordsDigests`, each file's digest is
/// kept for the rebuilds that follow (`serve`).
final class StagingSink: SiteSink {
    let writer: OutputWriter
    private let reuse: PageReuse?
    private let recordsDigests: Bool
    private let state = Mutex(State())

    private struct State {
        /// The manifest's lines, gathered in the order pages finish: nothing looks one up before
        /// it is written, and a list takes half the memory of a table by path.
        var manifest: [PageManifest.Line] = []
        var digests: [String: Int] = [:]
        var keptPages = 0
        var keptFiles = 0
    }

    init(writer: OutputWriter, reuse: PageReuse?, recordsDigests: Bool) {
        self.writer = writer
        self.reuse = reuse
        self.recordsDigests = recordsDigests
    }

    var keepsPages: Bool { reuse != nil }

    /// Writes the manifest of the pages written or kept that can be kept by the next build, and
    /// lets go of it.
    func writeManifest(to url: URL) throws {
        try PageManifest.write(
            state.withLock { state in
                defer { state.manifest = [] }
                return state.manifest
            }, to: url)
    }
    /// The digest of every page file written, by path.
    var digests: [String: Int] { state.withLock { $0.digests } }
    /// How many pages were kept from the last build, and how many files they have.
    var keptPages: Int { state.withLock { $0.keptPages } }
    var keptFiles: Int { state.withLock { $0.keptFiles } }

    /// Makes room in the manifest for the files of `pages` that can be kept across builds, so that
    /// it is not grown, and copied, while they are written (900,000 files: about 65 MB).
    func reserveManifest(for pages: [PlannedPage]) {
        let files = pages.reduce(0) { $0 + ($1.keptAcrossBuilds ? $1.paths.count : 0) }
        state.withLock { $0.manifest.reserveCapacity(files) }
    }

    func keep(_ page: PlannedPage, fingerprint: String) -> Bool {
        guard let reuse, reuse.previous.holds(page.paths, fingerprint: fingerprint, in: reuse.outputPath),
            writer.keep(page.paths.map { ($0, reuse.previous.entries[$0]?.file.size ?? 0) })
        else { return false }
        state.withLock { state in
            state.keptPages += 1
            state.keptFiles += page.paths.count
            for path in page.paths {
                if let entry = reuse.previous.entries[path] { state.manifest.append(.init(path: path, entry: entry)) }
            }
        }
        return true
    }

    func take(_ file: RenderedFile, fingerprint: String?) throws(SiteError) -> Bool {
        let identity = try writer.write(file.bytes, to: file.path)
        let digest = recordsDigests ? OutputDigest.of(file.bytes) : nil
        if fingerprint != nil || digest != nil {
            state.withLock { state in
                if let fingerprint, let identity {
                    state.manifest.append(
                        .init(path: file.path, entry: .init(fingerprint: fingerprint, file: identity)))
                }
                if let digest { state.digests[file.path] = digest }
            }
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

    func commit() throws(SiteError) {
        try writer.commit()
    }

    func discard() {
        writer.discard()
    }
}
