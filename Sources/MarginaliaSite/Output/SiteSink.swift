import Foundation
import MarginaliaModels

/// Where applying a plan puts the files: a staging folder swapped in when complete (`build`, and
/// `serve`'s first build: `StagingSink`), or the live output folder patched in place (`serve`'s
/// rebuilds: `PatchSink`).
protocol SiteSink: Sendable {
    /// Whether the sink wants the fingerprint of each page that can be kept across builds.
    var keepsPages: Bool { get }
    /// Keeps the files of `page` as the last build left them, if that build made them from inputs
    /// with this `fingerprint`; returns whether it did (the page is then not rendered).
    func keep(_ page: PlannedPage, fingerprint: String) -> Bool
    /// Takes one rendered file of a page (made from inputs with `fingerprint`, when the sink keeps
    /// pages); returns whether it wrote it (not when the same bytes are there already).
    func take(_ file: RenderedFile, fingerprint: String?) throws(SiteError) -> Bool
    /// Writes a file that is not a page.
    func write(_ data: Data, to path: String) throws(SiteError)
    /// Copies a static file.
    func copy(_ source: String, to path: String) throws(SiteError)
    /// Removes the file of a page or asset that is gone.
    func remove(_ path: String) throws(SiteError)
    /// Makes what was applied the site (swaps the staging folder in, or ends the patch).
    func commit() throws(SiteError)
    /// Undoes what was applied: the output folder stays as it was.
    func discard()
    /// The digest of every page file in the output folder once committed, by path, as far as the
    /// sink knows them (`serve` compares the next rebuild's files with them).
    var digests: [String: Int] { get }
}
