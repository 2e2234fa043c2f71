import Foundation
import MarginaliaModels

/// Reads a Staticman data folder (`_data/comments/` of a Jekyll site, `data/comments/` of a Hugo
/// one): a folder per post, named by its slug, holding one YAML or JSON file per comment. Files
/// are read one at a time, in file-name order within a folder; memory holds one post's comments
/// until its threads are known.
///
/// A folder becomes the post with the existing `posts.json` record it names (by id, or by the
/// last segment of its `url`), or else a new post whose id is the folder's name. Files directly in
/// the given folder belong to no post and are left out as orphans.
enum StaticmanFolder: ExportFileReading {
    /// The extensions of comment files; every other file is passed over.
    static let extensions: Set<String> = ["yml", "yaml", "json"]

    static func read(_ path: String, format: ExportFormat, into collector: inout ImportCollector) throws(ImportError) {
        var folders: [(path: String, name: String)] = [(path, "")]
        var sawFile = false
        while let folder = folders.popLast() {
            let listing = try list(folder.path)
            // Folders are read in name order: the stack gets them reversed.
            folders += listing.folders.reversed().map { ("\(folder.path)/\($0)", $0) }
            guard !listing.files.isEmpty else { continue }
            sawFile = true
            let postId = folder.path == path ? nil : post(named: folder.name, into: &collector)
            var thread = StaticmanThread(folderName: folder.name)
            for file in listing.files {
                let record = try StaticmanFile(path: "\(folder.path)/\(file.name)", stem: file.stem)
                thread.append(try StaticmanComment(record, postId: postId, folderName: folder.name))
            }
            for comment in thread.resolved() { try collector.add(comment) }
        }
        if !sawFile { throw .emptyExport(path: path, format: format) }
    }

    /// The post a folder stands for: an existing one if `posts.json` names it, else a new one.
    private static func post(named name: String, into collector: inout ImportCollector) -> Identifier {
        if let existing = collector.existingPosts.match(slug: name) {
            if !collector.hasPost(existing) {
                collector.add(ExportPost(id: existing, title: nil, url: nil, publishedAt: nil, isExisting: true))
            }
            return existing
        }
        let id = Identifier(name).isSafePathSegment ? Identifier(name) : ImportIdentifier.page("staticman", name)
        if !collector.hasPost(id) { collector.add(ExportPost(id: id, title: name, url: nil, publishedAt: nil)) }
        return id
    }

    /// A folder's comment files, sorted by their names without the extension byte by byte (as
    /// Jekyll sorts `site.data` keys), and its subfolders; hidden entries are passed over.
    private static func list(_ path: String) throws(ImportError) -> (
        files: [(name: String, stem: String)], folders: [String]
    ) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .unreadableExport(path: path, reason: error.localizedDescription)
        }
        var files: [(name: String, stem: String)] = []
        var folders: [String] = []
        for name in names where !name.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(path)/\(name)", isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                folders.append(name)
            } else if let dot = name.lastIndex(of: "."),
                extensions.contains(name[name.index(after: dot)...].lowercased())
            {
                files.append((name, String(name[..<dot])))
            }
        }
        let byBytes = { (a: String, b: String) in a.utf8.lexicographicallyPrecedes(b.utf8) }
        return (files.sorted { byBytes($0.stem, $1.stem) }, folders.sorted(by: byBytes))
    }
}

extension StaticmanFolder {
    /// Whether a comment file is in a folder below `path`, at most three levels down; at most
    /// `limit` entries are looked at.
    static func holdsCommentFiles(_ path: String, limit: Int = 10_000) -> Bool {
        var folders = [(path, 0)]
        var seen = 0
        while let (folder, depth) = folders.popLast(), seen < limit {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                seen += 1
                let child = "\(folder)/\(name)"
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if depth < 3 { folders.append((child, depth + 1)) }
                } else if depth > 0, let dot = name.lastIndex(of: "."),
                    extensions.contains(name[name.index(after: dot)...].lowercased())
                {
                    return true
                }
            }
        }
        return false
    }
}
