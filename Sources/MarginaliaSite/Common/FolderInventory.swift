import Foundation
import MarginaliaContent
import SystemPackage

/// The regular files below a folder, by path relative to it, with their stamps. Comparing two
/// inventories tells which files were added, changed or removed. Symbolic links are left out,
/// as the output writer does not copy them.
struct FolderInventory: Sendable, Equatable {
    /// Stamps by relative path.
    private(set) var files: [String: FileStamp] = [:]

    init(files: [String: FileStamp] = [:]) {
        self.files = files
    }

    /// Scans `directory`; a missing folder gives an empty inventory. `include` filters by
    /// relative path.
    init(scanning directory: URL, include: (String) -> Bool = { _ in true }) {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return }
        for case let relative as String in enumerator where include(relative) {
            let path = FilePath(directory.appendingPathComponent(relative).path)
            // Not followed: a symbolic link is left out, and a regular file's own stamp is kept.
            guard let status = try? Stat(path, followTargetSymlink: false), status.type == .regular else { continue }
            files[relative] = FileStamp(status)
        }
    }

    /// Paths that are new or whose stamp differs in `other`, and paths gone from it, each sorted.
    func changes(to other: FolderInventory) -> (changed: [String], removed: [String]) {
        let changed = other.files.filter { files[$0.key] != $0.value }.keys.sorted()
        let removed = files.keys.filter { other.files[$0] == nil }.sorted()
        return (changed, removed)
    }
}
