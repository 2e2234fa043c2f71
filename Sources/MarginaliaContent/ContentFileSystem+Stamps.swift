import Foundation
import Synchronization

extension ContentFileSystem {
    /// The stamps of `paths`, in order, taken on every core: a rebuild looks at every comment
    /// file, thousands of them, and each look is a system call.
    func stamps(of paths: [String]) -> [FileStamp?] {
        let pieces = min(paths.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        guard pieces > 1 else { return paths.map(stamp) }
        let size = (paths.count + pieces - 1) / pieces
        let stamped = Mutex<[Int: [FileStamp?]]>([:])
        DispatchQueue.concurrentPerform(iterations: pieces) { piece in
            let stamps = paths[min(piece * size, paths.count)..<min((piece + 1) * size, paths.count)].map(stamp)
            stamped.withLock { $0[piece] = stamps }
        }
        return stamped.withLock { table in (0..<pieces).flatMap { table[$0] ?? [] } }
    }
}
