import Foundation

/// What each page of the last build was made from, and which file on disk holds it: a build keeps
/// a page (links the previous build's files) instead of rendering it again when its inputs'
/// fingerprint is the same and every file of the page is still the very file that build wrote.
///
/// It is kept beside the output folder, in the cache folder. Files are identified by device,
/// inode, size and modification time: a page that someone (or `marginalia serve`) changed since,
/// or an output folder that was removed or replaced, is rendered again.
struct PageManifest: Sendable, Equatable {
    /// One file of a page, as the build that wrote it left it.
    struct Entry: Sendable, Equatable {
        /// The fingerprint of the inputs of the page the file belongs to.
        let fingerprint: String
        let file: FileIdentity
    }

    /// Each file by its path in the output folder.
    var entries: [String: Entry] = [:]

    /// The first line of the file: the format, so that a later one is not misread.
    static let header = "marginalia-pages 1"

    /// Whether every one of `paths` was written for `fingerprint` and is still the same file in
    /// the folder `outputPath`.
    func holds(_ paths: [String], fingerprint: String, in outputPath: String) -> Bool {
        paths.allSatisfy { path in
            guard let entry = entries[path], entry.fingerprint == fingerprint else { return false }
            return FileIdentity(atPath: outputPath + "/" + path) == entry.file
        }
    }

    /// The manifest at `url`, or an empty one if there is none or it cannot be read.
    static func read(from url: URL) -> PageManifest {
        guard let data = FileManager.default.contents(atPath: url.path) else { return PageManifest() }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard lines.first == Substring(header) else { return PageManifest() }
        var manifest = PageManifest()
        // A path's last line counts (`PageManifestRecorder`).
        for line in lines.dropFirst() {
            // fingerprint device inode size seconds nanoseconds path
            let fields = line.split(separator: " ", maxSplits: 6)
            guard fields.count == 7 else { return PageManifest() }
            let numbers = fields[1...5].compactMap { Int64($0) }
            guard numbers.count == 5 else { return PageManifest() }
            manifest.entries[String(fields[6])] = Entry(
                fingerprint: String(fields[0]),
                file: FileIdentity(
                    device: numbers[0], inode: numbers[1], size: numbers[2], seconds: numbers[3],
                    nanoseconds: numbers[4])
            )
        }
        return manifest
    }
}
