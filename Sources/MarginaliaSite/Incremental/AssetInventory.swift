import Foundation
import MarginaliaContent

/// The static files of a site: the theme's `Templates/assets/` overlaid by the content's
/// `Content/assets/` (a content file replaces a theme file of the same path), as the full build
/// copies them to `Output/assets/`.
struct AssetInventory: Sendable, Equatable {
    let theme: FolderInventory
    let content: FolderInventory
    let themeDirectory: URL
    let contentDirectory: URL

    init(templatesDirectory: String, contentDirectory: String) {
        themeDirectory = URL(fileURLWithPath: templatesDirectory).appendingPathComponent("assets")
        self.contentDirectory = URL(fileURLWithPath: contentDirectory).appendingPathComponent("assets")
        theme = FolderInventory(scanning: themeDirectory)
        content = FolderInventory(scanning: self.contentDirectory)
    }

    /// The stamp of the file that ends up at each path below `assets/`.
    var effective: FolderInventory {
        FolderInventory(files: theme.files.merging(content.files) { _, fromContent in fromContent })
    }

    /// Where the file that ends up at `assets/<relative>` comes from.
    func source(of relative: String) -> URL? {
        if content.files[relative] != nil { return contentDirectory.appendingPathComponent(relative) }
        if theme.files[relative] != nil { return themeDirectory.appendingPathComponent(relative) }
        return nil
    }
}
