import Foundation

/// Folders of this repository, found from this file's own path.
enum PackagePaths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The default theme.
    static let templates = root.appendingPathComponent("Templates").path
    /// The demo content.
    static let content = root.appendingPathComponent("Content").path
    /// Expected outputs for golden-file tests.
    static let golden = root.appendingPathComponent("Tests/MarginaliaTests/Golden")
}
