import Foundation
import MarginaliaModels

/// What a finished build did, for the command line's summary.
public struct BuildReport: Sendable, Equatable {
    public var posts = 0
    public var comments = 0
    public var friends = 0
    /// HTML and XML files written.
    public var pagesWritten = 0
    /// Files identical to the previous build's, kept instead of written again.
    public var unchangedFiles = 0
    /// Post and friend pages whose inputs had not changed since the previous build: their files
    /// were kept without rendering the pages again.
    public var keptPages = 0
    /// Static files copied from the theme's and the content's `assets/`.
    public var assetsCopied = 0
    /// The output folder as the build left it.
    public var output = OutputSize()
    public var duration: Duration = .zero
    /// What the avatar pre-pass fetched, reused and could not get.
    public var avatars = AvatarReport()
    /// How long each step took.
    public var phases = BuildPhases()
    /// What is wrong with the theme without stopping the build.
    public var themeWarnings: [ThemeWarning] = []

    public init() {}
}

extension BuildReport: CustomStringConvertible {
    public var description: String {
        let milliseconds = duration.inSeconds * 1000
        let notRendered =
            keptPages > 0 ? "; \(keptPages) pages whose inputs had not changed were not rendered again" : ""
        let kept =
            unchangedFiles > 0
            ? " (\(unchangedFiles) files unchanged since the last build, kept as they were\(notRendered))" : ""
        return "Built \(pagesWritten) pages and copied \(assetsCopied) assets from \(posts) posts, "
            + "\(comments) comments and \(friends) friends in \(String(format: "%.0f", milliseconds)) ms" + kept
            + "; the output is \(output)"
    }
}
