import Foundation
import MarginaliaSite

/// The smallest theme a build accepts, written into a test's folder: post pages show each
/// comment's author, body and replies. (The real theme lives in `Templates/`.)
enum MinimalTheme {
    static let templates: [String: String] = [
        "layout": "<!doctype html><title>{{layout.documentTitle}}</title>",
        "home": "{{#page}}{{#posts}}<a href=\"{{pageURL}}\">{{displayTitle}}</a> {{commentCountText}}\n{{/posts}}{{/page}}",
        "post": "{{#page}}<h1>{{displayTitle}}</h1>\n{{#comments}}{{>partials/comment-cell}}{{/comments}}{{/page}}",
        "partials/comment-cell": "<article id=\"{{anchor}}\"><b>{{displayName}}</b>{{{bodyHTML}}}{{#replies}}{{>partials/comment-cell}}{{/replies}}</article>\n",
        "friends": "", "friend": "", "partials/friend-cell": "", "404": "not found", "feed": "<feed/>", "sitemap": "<urlset/>",
    ]

    /// Writes the theme to `directory`/Templates, builds `directory`/Content into
    /// `directory`/Output, and returns the HTML pages written, by path.
    static func build(in directory: URL) async throws -> [String: String] {
        let templates = directory.appendingPathComponent("Templates")
        for (name, text) in Self.templates {
            let url = templates.appendingPathComponent(name + ".mustache")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let output = directory.appendingPathComponent("Output")
        let generator = SiteGenerator(options: .init(
            contentDirectory: directory.appendingPathComponent("Content").path, templatesDirectory: templates.path,
            outputDirectory: output.path, referenceDate: TestDates.now
        ))
        _ = try await generator.build()
        var pages: [String: String] = [:]
        let base = output.standardizedFileURL.path
        for case let url as URL in FileManager.default.enumerator(at: output, includingPropertiesForKeys: nil) ?? .init() where url.pathExtension == "html" {
            pages[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        return pages
    }
}
