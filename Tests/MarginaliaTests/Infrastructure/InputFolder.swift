import Foundation

/// A site's input folders on disk, brought to a set of files by writing only the files that
/// differ and removing those that are gone, as an editor would.
struct InputFolder {
    let root: URL
    /// What is on disk now, by path below `root`.
    private(set) var files: [String: Data] = [:]
    /// Modification times handed out by `restamp`, one second apart and unlike any real one.
    private var lastStamp = Date(timeIntervalSince1970: 1_000_000_000)

    init(root: URL) {
        self.root = root
    }

    /// Writes the files of `next` that differ from what is on disk (in place, or `atomically` by
    /// a rename to a new file) and removes those `next` lacks. Returns the paths written or
    /// removed, below `root`, sorted.
    mutating func update(to next: [String: Data], atomically: Bool = false) throws -> [String] {
        let written = next.filter { files[$0.key] != $0.value }.keys.sorted()
        let removed = files.keys.filter { next[$0] == nil }.sorted()
        for path in written {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try next[path]?.write(to: url, options: atomically ? .atomic : [])
        }
        for path in removed {
            try FileManager.default.removeItem(at: root.appendingPathComponent(path))
        }
        files = next
        return (written + removed).sorted()
    }

    /// Rewrites `path` with the bytes it has, as an editor's save without changes does.
    func rewrite(_ path: String) throws {
        try files[path]?.write(to: root.appendingPathComponent(path))
    }

    /// Gives the file at `path`, if there is one, a modification time no file had before, so that
    /// a rebuilder that compares stamps sees it changed even if it was written twice within one
    /// tick of the file system's clock with the same size.
    mutating func restamp(_ path: String) throws {
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        lastStamp += 1
        try FileManager.default.setAttributes([.modificationDate: lastStamp], ofItemAtPath: url.path)
    }

    /// The absolute path of `path`, as a watcher reports it.
    func absolute(_ path: String) -> String {
        root.appendingPathComponent(path).path
    }
}
