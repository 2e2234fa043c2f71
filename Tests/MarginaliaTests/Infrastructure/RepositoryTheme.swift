import Foundation

/// The repository's default theme (`Templates/`), read once, and the numbered marks a test can
/// insert into its templates: each at a place the template renders, so that a mark shows on the
/// pages that template reaches.
enum RepositoryTheme {
    /// The templates' text, by path below `Templates/` (`partials/avatar.mustache`).
    static let templates: [String: String] = files(below: PackagePaths.templates) { $0.hasSuffix(".mustache") }
        .compactMapValues { String(data: $0, encoding: .utf8) }

    /// The theme's language packs (`locales/`), by file name.
    static let languagePacks: [String: Data] = files(below: PackagePaths.templates + "/locales") {
        $0.hasSuffix(".json")
    }

    /// The theme's `assets/` folder, by path below it.
    static let assets: [String: Data] = files(below: PackagePaths.templates + "/assets") { _ in true }

    /// `text` with mark `mark` inserted, or as it is when `mark` is `nil`. Pages insert it at the
    /// start of their main block, the layout at the start of the body, the feed and sitemap as an
    /// XML comment after their first element; partials and the thread fragment append it.
    static func marked(_ text: String, path: String, mark: Int?) -> String {
        guard let mark else { return text }
        let html = "<p class=\"mark\">mark \(mark)</p>\n"
        let xml = "<!-- mark \(mark) -->\n"
        let places: [(after: String, insert: String)] = [
            ("{{$main}}\n", html), ("<body>\n", html), ("<generator>Marginalia</generator>\n", xml),
            ("sitemaps.org/schemas/sitemap/0.9\">\n", xml),
        ]
        if !path.hasPrefix("partials/"), path != "thread.mustache",
            let place = places.first(where: { text.contains($0.after) }),
            let range = text.range(of: place.after)
        {
            return text.replacingCharacters(in: range, with: place.after + place.insert)
        }
        return text + html
    }

    private static func files(below folder: String, include: (String) -> Bool) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: folder) ?? .init()
        where include(relative) {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }
}
