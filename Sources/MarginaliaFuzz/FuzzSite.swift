import Foundation

/// The folder the request mode serves: files of each kind the server treats differently (pages,
/// which get the live-reload script; a stylesheet; a clip for ranges; an empty file; a name that
/// needs percent escapes), written once per process into a temporary folder, beside a secret
/// that no response may ever hold and links that lead out to it.
struct FuzzSite: Sendable {
    /// The served folder.
    let root: String
    /// The files below it that can be served, by path relative to it, with their bytes.
    let files: [String: [UInt8]]

    /// The text of the file outside the served folder.
    static let secret = "SECRET-OUTSIDE-THE-SITE"

    static let contents: [String: String] = [
        "index.html": "<!doctype html><title>Home</title><body><p>Home</p></body>\n",
        "404.html": "<!doctype html><title>Not found</title><body><p>Not here</p></body>\n",
        "posts/p1/index.html": "<!doctype html><title>Post</title><body><p>First post</p></body>\n",
        "assets/style.css": "body { color: #222; }\n",
        "clip.mp4": "abcdefghijklmnopqrstuvwxyz",
        "empty.txt": "",
        "caf\u{e9} b/notes.txt": "A name with an escape.\n",
    ]

    /// The site of this process; `nil` if it could not be written.
    static let shared: FuzzSite? = make()

    private static var folder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("marginalia-fuzz-site-\(getpid())")
    }

    private static func make() -> FuzzSite? {
        let site = folder.appendingPathComponent("site")
        let manager = FileManager.default
        do {
            try? manager.removeItem(at: folder)
            for (path, text) in contents {
                let file = site.appendingPathComponent(path)
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            try Data(secret.utf8).write(to: folder.appendingPathComponent("secret.txt"))
            try manager.createSymbolicLink(
                atPath: site.appendingPathComponent("escape.txt").path, withDestinationPath: "../secret.txt")
            try manager.createSymbolicLink(atPath: site.appendingPathComponent("up").path, withDestinationPath: "..")
        } catch {
            return nil
        }
        // libFuzzer's processes end through `exit`; the folder goes with them.
        atexit { try? FileManager.default.removeItem(at: FuzzSite.folder) }
        return FuzzSite(root: site.path, files: contents.mapValues { Array($0.utf8) })
    }
}
