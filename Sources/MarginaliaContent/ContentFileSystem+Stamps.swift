import Foundation

extension ContentFileSystem {
    /// The stamps of `paths`, in order, taken on every core: a rebuild looks at every comment
    /// file, thousands of them, and each look is a system call.
    func stamps(of paths: [String]) async -> [FileStamp?] {
        let pieces = min(paths.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        guard pieces > 1 else { return paths.map(stamp) }
        let size = (paths.count + pieces - 1) / pieces
        return await withTaskGroup(of: (Int, [FileStamp?]).self) { group in
            for piece in 0..<pieces {
                let range = min(piece * size, paths.count)..<min((piece + 1) * size, paths.count)
                group.addTask { [stamp] in (piece, paths[range].map(stamp)) }
            }
            var stamped: [Int: [FileStamp?]] = [:]
            for await (piece, stamps) in group { stamped[piece] = stamps }
            return (0..<pieces).flatMap { stamped[$0] ?? [] }
        }
    }
}
