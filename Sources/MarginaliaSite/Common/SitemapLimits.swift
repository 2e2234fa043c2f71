/// How much one sitemap file may hold: by the sitemaps.org protocol, 50,000 URLs and 50 MB
/// (52,428,800 bytes). A sitemap above either is written as an index and numbered parts.
struct SitemapLimits: Sendable, Equatable, Encodable {
    /// The most URLs in one file.
    let urls: Int
    /// The most bytes in one file.
    let bytes: Int

    /// The protocol's limits, which every build uses; tests set smaller ones
    /// (`BuildOptions.sitemapLimits`).
    static let sitemapProtocol = SitemapLimits(urls: 50_000, bytes: 52_428_800)
}
