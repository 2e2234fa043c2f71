import Foundation
import MarginaliaModels
import Synchronization

/// The live output folder, patched file by file (`OutputPatcher`; the caller commits or rolls
/// back): a rendered file is written only when its bytes differ from the last build's, which the
/// digests tell. (A page rendered on demand and again in the background is written both times, and
/// reported as written.)
final class PatchSink: SiteSink {
    let patcher: OutputPatcher
    /// Each page file's digest as the last build left the folder.
    private let previous: [String: Int]
    private let current: Mutex<[String: Int]>

    init(patcher: OutputPatcher, digests: [String: Int]) {
        self.patcher = patcher
        previous = digests
        current = Mutex(digests)
    }

    var keepsPages: Bool { false }

    var digests: [String: Int] { current.withLock { $0 } }

    func keep(_ page: PlannedPage, fingerprint: String) -> Bool { false }

    func take(_ file: RenderedFile, fingerprint: String?) throws(SiteError) -> Bool {
        let digest = OutputDigest.of(file.bytes)
        guard previous[file.path] != digest else { return false }
        try patcher.write(file.bytes, to: file.path)
        current.withLock { $0[file.path] = digest }
        return true
    }

    func write(_ data: Data, to path: String) throws(SiteError) {
        try patcher.write(data, to: path)
    }

    func copy(_ source: String, to path: String) throws(SiteError) {
        try patcher.copy(URL(fileURLWithPath: source), to: path)
    }

    func remove(_ path: String) throws(SiteError) {
        try patcher.remove(path)
        current.withLock { $0[path] = nil }
    }

    func commit() {
        patcher.commit()
    }

    func discard() {
        patcher.rollBack()
    }
}
