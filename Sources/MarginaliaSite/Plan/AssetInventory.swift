import Foundation
import MarginaliaContent

/// The static files of a site: the theme's `Templates/assets/` overlaid by the content's
/// `Content/assets/` (a content file replaces a theme file of the same path), as the full build
/// copies them to `Output/assets/`.
struct AssetInventory: Sendable, Equatable {
    let theme: FolderInventory
    let content: FolderInventory
    /// The two `assets/` folders, as the options spell them.
    let themeDirectory: String
    let contentDirectory: String

    init(templatesDirectory: String, contentDirectory: String) {
        themeDirectory =
            (templatesDirectory.hasSuffix("/") ? templatesDirectory : templatesDirectory + "/") + SiteURLs.assetsFolder
        self.contentDirectory =
            (contentDirectory.hasSuffix("/") ? contentDirectory : contentDirectory + "/") + SiteURLs.assetsFolder
        theme = FolderInventory(scanning: URL(fileURLWithPath: themeDirectory))
        content = FolderInventory(scanning: URL(fileURLWithPath: self.contentDirectory))
    }

    /// The stamp of the file that ends up at each path below `assets/`.
    var effective: FolderInventory {
        FolderInventory(files: theme.files.merging(content.files) { _, fromContent in fromContent })
    }

    /// Where the file that ends up at `assets/<relative>` comes from.
    func source(of relative: String) -> String? {
        if content.files[relative] != nil { return contentDirectory + "/" + relative }
        if theme.files[relative] != nil { return themeDirectory + "/" + relative }
        return nil
    }
}
