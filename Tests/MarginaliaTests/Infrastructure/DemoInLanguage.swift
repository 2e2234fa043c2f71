import Foundation
import MarginaliaSite
import MarginaliaTestSupport

/// The demo (`Content/`) built with the bundled theme after setting `site.json`'s `language`.
enum DemoInLanguage {
    /// Every file of the build by its path below `Output/`.
    static func files(language: String) async throws -> [String: Data] {
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
        var files: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: output) ?? .init() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: output + "/" + relative, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            files[relative] = try Data(contentsOf: URL(fileURLWithPath: output + "/" + relative))
        }
        return files
    }

    /// Every HTML document of the build by its path below `Output/`; the embeddable
    /// `thread.html` fragments, which are no documents, left out.
    static func pages(language: String) async throws -> [String: String] {
        try await files(language: language)
            .filter { path, _ in path.hasSuffix(".html") && !path.hasSuffix("thread.html") }
            .mapValues { String(decoding: $0, as: UTF8.self) }
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
