import Foundation
import MarginaliaLocale

/// Sorts the paths a watcher reported into content files, templates and assets, each relative
/// to its folder, so that the rebuilder can read them again whatever their stamps say.
struct InputPaths: Sendable {
    /// Fixture files, relative to the content folder (`comments/p1.json`).
    var changedContentFiles: Set<String> = []
    /// Templates, relative to the templates folder (`partials/comment-cell.mustache`).
    var changedTemplates: Set<String> = []
    /// Static files, relative to either `assets/` folder (`style.css`).
    var changedAssets: Set<String> = []

    init() {}

    init(options: BuildOptions, changedFiles: Set<String>) {
        let content = Self.absolute(options.contentDirectory) + "/"
        let templates = Self.absolute(options.templatesDirectory) + "/"
        for file in changedFiles.map(Self.absolute) {
            if let relative = Self.relative(file, to: content + SiteURLs.assetsFolder + "/")
                ?? Self.relative(file, to: templates + SiteURLs.assetsFolder + "/")
            {
                changedAssets.insert(relative)
            } else if let relative = Self.relative(file, to: content) {
                changedContentFiles.insert(relative)
            } else if let relative = Self.relative(file, to: templates),
                relative.hasSuffix(".mustache") || Self.isLanguagePack(relative)
            {
                changedTemplates.insert(relative)
            }
        }
    }

    /// Whether a file of the theme, by its path below the theme's folder, is a language pack:
    /// `locales/<tag>.json`, directly in the folder.
    static func isLanguagePack(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0] == LanguagePackFolder.folderName && parts[1].hasSuffix(".json")
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func relative(_ path: String, to folder: String) -> String? {
        path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : nil
    }
}
