import Foundation
import Synchronization
import SystemPackage

/// Changes single files of a finished output folder in place, each atomically: a file is written
/// beside its destination and renamed over it, so that a reader (the development server) sees
/// either the old or the new file, never a partial one and never none.
///
/// A patch is all or nothing: every file it replaces or removes is kept under a hidden name (a
/// hard link, which costs no space) until `commit()` deletes those; `rollBack()` puts them back
/// and removes the files the patch added, so that a rebuild that fails halfway (a full disk)
/// leaves the last good site as it was. Copies of a patcher share one patch.
struct OutputPatcher: Sendable {
    /// The output folder.
    let outputURL: URL
    private let journal = PatchJournal()

    init(outputURL: URL) {
        self.outputURL = outputURL
    }

    /// Writes `bytes` to `relativePath`, creating folders as needed: a new file is made beside the
    /// destination and renamed over it (a new inode, so a page manifest never takes the new file
    /// for the old one, and a hard link to the old file keeps the old bytes).
    func write(_ bytes: some ContiguousBytes, to relativePath: String) throws(SiteError) {
        try replace(relativePath) { temporary throws(Errno) in
            let result = bytes.withUnsafeBytes { bytes in
                Result { () throws(Errno) in try FileBytes.write(bytes, toPath: temporary) }
            }
            _ = try result.get()
        }
    }

    /// Copies the file at `source` to `relativePath`.
    func copy(_ source: URL, to relativePath: String) throws(SiteError) {
        let data: Data
        do {
            data = try Data(contentsOf: source)
        } catch {
            throw .output(path: source.path, reason: FileBytes.reason(for: error))
        }
        try write(data, to: relativePath)
    }

    /// Removes the file at `relativePath` (kept until the patch is committed), and once committed
    /// the folders above it that become empty.
    func remove(_ relativePath: String) throws(SiteError) {
        let destination = path(of: relativePath)
        guard FileManager.default.fileExists(atPath: destination) else { return }
        let kept = journal.entries.withLock { entries -> Result<Void, Errno> in
            if let entry = entries[destination] {
                entries[destination] = PatchJournal.Entry(previous: entry.previous, removed: true)
                return unlink(destination) == 0 ? .success(()) : .failure(Errno(rawValue: errno))
            }
            let previous = Self.hiddenName(beside: destination, tag: "previous")
            guard rename(destination, previous) == 0 else { return .failure(Errno(rawValue: errno)) }
            entries[destination] = PatchJournal.Entry(previous: previous, removed: true)
            return .success(())
        }
        if case .failure(let error) = kept { throw .output(path: destination, reason: error.description) }
    }

    /// Ends the patch: deletes the previous versions of the files it replaced or removed, and the
    /// folders that removals left empty.
    func commit() {
        let entries = journal.takeEntries()
        for (destination, entry) in entries {
            if let previous = entry.previous { unlink(previous) }
            if entry.removed { removeEmptyFolders(above: destination) }
        }
    }

    /// Undoes the patch: puts back every file it replaced or removed, and removes the files it
    /// added with the folders they leave empty.
    func rollBack() {
        let entries = journal.takeEntries()
        for (destination, entry) in entries {
            if let previous = entry.previous {
                rename(previous, destination)
            } else {
                unlink(destination)
                removeEmptyFolders(above: destination)
            }
        }
    }

    /// Makes the new version under a hidden name in the destination's folder, keeps the previous
    /// version (the first time the patch touches the file), then renames the new one over it.
    private func replace(_ relativePath: String, make: (String) throws(Errno) -> Void) throws(SiteError) {
        let destination = path(of: relativePath)
        let temporary = Self.hiddenName(beside: destination, tag: "new")
        do throws(Errno) {
            let folder = destination[..<(destination.lastIndex(of: "/") ?? destination.endIndex)]
            try FileBytes.makeDirectory(atPath: String(folder))
            try make(temporary)
            try keepPrevious(of: destination)
            guard rename(temporary, destination) == 0 else { throw Errno(rawValue: errno) }
        } catch {
            unlink(temporary)
            throw .output(path: destination, reason: error.description)
        }
    }

    /// Records `destination` in the patch, with a hard link to its current file if it has one.
    private func keepPrevious(of destination: String) throws(Errno) {
        let kept = journal.entries.withLock { entries -> Result<Void, Errno> in
            if let entry = entries[destination] {
                entries[destination] = PatchJournal.Entry(previous: entry.previous, removed: false)
                return .success(())
            }
            let previous = Self.hiddenName(beside: destination, tag: "previous")
            if link(destination, previous) == 0 {
                entries[destination] = PatchJournal.Entry(previous: previous, removed: false)
            } else if errno == ENOENT {
                entries[destination] = PatchJournal.Entry(previous: nil, removed: false)
            } else {
                return .failure(Errno(rawValue: errno))
            }
            return .success(())
        }
        try kept.get()
    }

    private func path(of relativePath: String) -> String {
        outputURL.path + "/" + relativePath
    }

    /// `.index.html.marginalia-new-1a2b3c4d` beside `index.html`.
    private static func hiddenName(beside path: String, tag: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        return path[..<slash] + "." + path[slash...] + ".marginalia-\(tag)-\(UUID().uuidString.prefix(8))"
    }

    /// Removes the folders above `path` that are empty, up to the output folder.
    private func removeEmptyFolders(above path: String) {
        let fileManager = FileManager.default
        var url = URL(fileURLWithPath: path).deletingLastPathComponent()
        let root = outputURL.standardizedFileURL.path
        while url.standardizedFileURL.path.count > root.count,
            (try? fileManager.contentsOfDirectory(atPath: url.path))?.isEmpty == true
        {
            try? fileManager.removeItem(at: url)
            url.deleteLastPathComponent()
        }
    }
}

/// The files a patch has touched so far, by path: each one's previous version (`nil`: the patch
/// added the file) and whether the patch removed it.
private final class PatchJournal: Sendable {
    struct Entry {
        var previous: String?
        var removed: Bool
    }

    let entries = Mutex<[String: Entry]>([:])

    /// Every entry, leaving the journal empty: the patch is over.
    func takeEntries() -> [String: Entry] {
        entries.withLock { entries in
            defer { entries = [:] }
            return entries
        }
    }
}
