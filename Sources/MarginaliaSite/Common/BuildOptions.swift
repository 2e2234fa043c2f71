import Foundation
import MarginaliaModels

/// Where a build's folders are, which date counts as "now", and whether it may fetch avatars:
/// what `build` and `serve` are run with (`SiteGenerator.Options`).
public struct BuildOptions: Sendable {
    public var contentDirectory: String
    public var templatesDirectory: String
    public var outputDirectory: String
    /// The reference date for relative dates.
    public var referenceDate: Date
    /// Fetch nothing: avatars come from the cache of earlier builds or show initials.
    public var offline: Bool
    /// Where fetched avatars are kept between builds; `nil`: `.marginalia-cache` beside the
    /// output folder.
    public var cacheDirectory: String?
    /// How much one sitemap file may hold: the protocol's limits, smaller only in tests.
    var sitemapLimits = SitemapLimits.sitemapProtocol
    /// `build` leaves the comments' bodies in their files, to be read again when a page shows
    /// them, when the comment files hold together at least this many bytes (ARCHITECTURE.md,
    /// "What a build holds in memory"); `nil`: every body is held. `serve`, which keeps its build
    /// to update it, always holds them. Smaller only in tests.
    var bodiesLeftInFilesFrom: Int? = 64 << 20

    public init(
        contentDirectory: String = "Content", templatesDirectory: String = "Templates",
        outputDirectory: String = "Output",
        referenceDate: Date, offline: Bool = false, cacheDirectory: String? = nil
    ) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
        self.referenceDate = referenceDate
        self.offline = offline
        self.cacheDirectory = cacheDirectory
    }

    /// The cache folder of a build: `cacheDirectory`, else `.marginalia-cache` beside the output
    /// folder (kept out of the output, so it survives the swap of a new build).
    var cacheURL: URL {
        if let cacheDirectory { return URL(fileURLWithPath: cacheDirectory) }
        return URL(fileURLWithPath: outputDirectory).standardizedFileURL
            .deletingLastPathComponent().appendingPathComponent(".marginalia-cache")
    }
}
