import Foundation
import SystemPackage

/// Walks a folder tree without following symbolic links, leaving out what `WatchedFiles`
/// ignores.
enum FolderTree {
    /// The folder and every folder below it.
    static func folders(in root: String) -> [String] {
        var found = [root]
        var pending = [root]
        while let folder = pending.popLast() {
            for name in entries(folder) {
                let path = folder + "/" + name
                if isFolder(path) {
                    found.append(path)
                    pending.append(path)
                }
            }
        }
        return found
    }

    /// Every regular file below the folder.
    static func files(in root: String) -> [String] {
        var found: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            for name in entries(folder) {
                let path = folder + "/" + name
                switch try? Stat(FilePath(path), followTargetSymlink: false).type {
                case .directory?: pending.append(path)
                case .regular?: found.append(path)
                default: break
                }
            }
        }
        return found
    }

    static func isFolder(_ path: String) -> Bool {
        (try? Stat(FilePath(path), followTargetSymlink: false).type) == .directory
    }

    private static func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            !WatchedFiles.isIgnored(name: $0)
        }
    }
}
