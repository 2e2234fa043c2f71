import Foundation
import MarginaliaSite
import MarginaliaTestSupport

/// A small site on disk in a fresh temporary folder: `Content/` with two posts, three comments
/// in one file per post and two friends, `Templates/` with a tiny theme that has every required
/// template, and the path of `Output/`. Call `remove()` when done.
struct SiteOnDisk: Sendable {
    let root: URL

    var content: URL { root.appendingPathComponent("Content") }
    var templates: URL { root.appendingPathComponent("Templates") }
    var output: URL { root.appendingPathComponent("Output") }

    /// The generator's options for this site, with the tests' reference date.
    var options: SiteGenerator.Options {
        SiteGenerator.Options(
            contentDirectory: content.path, templatesDirectory: templates.path, outputDirectory: output.path,
            referenceDate: TestDates.now
        )
    }

    /// Creates the site; `files` (paths relative to the site's folder) replace or add to the defaults.
    static func make(_ files: [String: String] = [:]) throws -> SiteOnDisk {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("marginalia-test-\(UUID().uuidString)")
        let site = SiteOnDisk(root: root)
        for (path, text) in defaultFiles.merging(files, uniquingKeysWith: { _, new in new }) {
            try site.write(text, to: path)
        }
        return site
    }

    /// Writes a file below the site's folder, creating folders as needed.
    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    func delete(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// Every file below `Output/` (or another folder of the site), by relative path, with its bytes.
    func files(in folder: String = "Output") -> [String: Data] {
        let base = root.appendingPathComponent(folder)
        var files: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: base.path) ?? .init() {
            var isDirectory: ObjCBool = false
            let url = base.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = try? Data(contentsOf: url)
            }
        }
        return files
    }

    /// The names in the site's folder, to check that no staging or temporary folder is left.
    func topLevelNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// A comment as fixture JSON.
    static func comment(
        _ id: String, post: String, parent: String? = nil, body: String, postedAt: String = "2026-11-20T10:00:00Z"
    ) -> String {
        let parentField = parent.map { #""parentId": "\#($0)", "# } ?? ""
        return
            #"{"id": "\#(id)", "postId": "\#(post)", \#(parentField)"author": {"id": "u-\#(id)", "name": "Author \#(id)"}, "body": "\#(body)", "postedAt": "\#(postedAt)"}"#
    }

    static let defaultFiles: [String: String] = [
        "Content/site.json": #"{"title": "Test Site", "baseURL": "http://localhost:8000/", "timeZone": "UTC"}"#,
        "Content/posts.json": """
        [
          {"id": "p1", "title": "First post", "url": "https://blog.example.org/1/", "publishedAt": "2026-11-01T10:00:00Z"},
          {"id": "p2", "title": "Second post", "url": "https://blog.example.org/2/", "publishedAt": "2026-11-02T10:00:00Z"}
        ]
        """,
        "Content/comments/p1.json": "[\n  " + comment("c1", post: "p1", body: "Hello from *c1*") + ",\n  "
            + comment("c2", post: "p1", parent: "c1", body: "A reply", postedAt: "2026-11-20T11:00:00Z") + "\n]\n",
        "Content/comments/p2.json": "[\n  " + comment("c3", post: "p2", body: "Second post's comment") + "\n]\n",
        "Content/friends.json": """
        [{"id": "f1", "firstName": "Ada", "lastName": "Lovelace"}, {"id": "f2", "firstName": "Alan", "lastName": "Turing"}]
        """,
        "Templates/assets/style.css": "body { color: black; }\n",
        "Templates/layout.mustache": """
        <!doctype html>
        <html lang="{{layout.language}}">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'; script-src 'self'">
        <title>{{layout.documentTitle}}</title>
        <link rel="stylesheet" href="{{layout.stylesheetURL}}">
        </head>
        <body>
        <main>{{$main}}{{/main}}</main>
        </body>
        </html>

        """,
        "Templates/home.mustache":
            "{{<layout}}{{$main}}{{#page.posts}}<p><a href=\"{{pageURL}}\">{{displayTitle}}</a> {{commentCountText}}</p>{{/page.posts}}{{/main}}{{/layout}}",
        "Templates/post.mustache":
            "{{<layout}}{{$main}}<h1>{{page.displayTitle}}</h1>\n{{#page.comments}}{{>partials/comment-cell}}{{/page.comments}}{{/main}}{{/layout}}",
        "Templates/partials/comment-cell.mustache":
            "<article id=\"{{anchor}}\"><p class=\"author\">{{displayName}}</p><div class=\"body\">{{{bodyHTML}}}</div>{{#replies}}{{>partials/comment-cell}}{{/replies}}</article>\n",
        "Templates/friends.mustache":
            "{{<layout}}{{$main}}<h1>{{page.title}}</h1><ul>{{#page.friends}}{{>partials/friend-cell}}{{/page.friends}}</ul>{{/main}}{{/layout}}",
        "Templates/partials/friend-cell.mustache": "<li><a href=\"{{detailURL}}\">{{fullName}}</a></li>",
        "Templates/friend.mustache": "{{<layout}}{{$main}}<h1>{{page.friend.fullName}}</h1>{{/main}}{{/layout}}",
        "Templates/404.mustache": "{{<layout}}{{$main}}<h1>Not here</h1><p>{{page.title}}</p>{{/main}}{{/layout}}",
        "Templates/locales/en.json": String(
            decoding: RepositoryTheme.languagePacks["en.json"] ?? Data(), as: UTF8.self),
        "Templates/feed.mustache":
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed><title>{{title}}</title>{{#entries}}<entry><id>{{permalink}}</id>{{{bodyHTML}}}</entry>{{/entries}}</feed>\n",
        "Templates/sitemap.mustache":
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset>{{#urls}}<url><loc>{{.}}</loc></url>{{/urls}}</urlset>\n",
    ]
}
