import Foundation
import MarginaliaSite
import MarginaliaTestSupport

/// The demo (`Content/`) built with the bundled theme after setting `site.json`'s `language`.
enum DemoInLanguage {
    /// Every HTML document of the build by its path below `Output/`; the embeddable
    /// `thread.html` fragments, which are no documents, left out.
    static func pages(language: String) async throws -> [String: String] {
        let directory = try TemporaryDirectory()
        let content = directory.path("Content")
        try FileManager.default.copyItem(atPath: PackagePaths.content, toPath: content)
        let configURL = URL(fileURLWithPath: content + "/site.json")
        guard var config = try JSONSerialization.jsonObject(with: Data(contentsOf: configURL)) as? [String: Any]
        else { throw CocoaError(.fileReadCorruptFile) }
        config["language"] = language
        try JSONSerialization.data(withJSONObject: config).write(to: configURL)
        let output = directory.path("Output")
        _ = try await SiteGenerator(
            options: .init(
                contentDirectory: content, templatesDirectory: PackagePaths.templates, outputDirectory: output,
                referenceDate: TestDates.now, offline: true)
        ).build()
        var pages: [String: String] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: output) ?? .init()
        where relative.hasSuffix(".html") && !relative.hasSuffix("thread.html") {
            pages[relative] = try String(contentsOfFile: output + "/" + relative, encoding: .utf8)
        }
        return pages
    }

    /// The language of the page at `path` (below `Output/`) when it belongs to a demo post that
    /// has a language of its own (`posts.json`), which it keeps whatever the site's language.
    static func ownLanguage(ofPageAt path: String) throws -> String? {
        let posts = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: PackagePaths.content + "/posts.json")))
        for case let post as [String: Any] in posts as? [Any] ?? [] {
            if let id = post["id"] as? String, let language = post["language"] as? String,
                path.hasPrefix("posts/\(id)/")
            {
                return language
            }
        }
        return nil
    }
}
