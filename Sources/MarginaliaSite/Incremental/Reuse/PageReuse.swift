import Foundation
import MarginaliaModels

/// Decides which post and friend pages a build can keep from the last one: a page whose inputs
/// (`PageInputs`) have the same fingerprint as when the last build wrote it, and whose files are still the ones
/// it wrote (see `PageManifest`), is linked into the new site instead of rendered again.
struct PageReuse: Sendable {
    /// What the last build wrote.
    let previous: PageManifest
    /// The output folder that build's files are in.
    let outputPath: String
    /// What every page depends on besides its own content.
    let site: Fingerprint

    /// The parameters are everything a post or friend page shows besides its own post, comments or
    /// friend: the templates (`TemplateRenderer.fingerprint`), the Markdown renderer
    /// (`MarkdownRendering.identity`), the site settings, the reference date, where avatars come
    /// from and the image origins the pages allow. The program itself (a new version may write
    /// other pages) is part of it too.
    init(
        previous: PageManifest, outputPath: String, templatesFingerprint: Fingerprint, markdownIdentity: String,
        config: SiteConfig,
        referenceDate: Date, avatars: AvatarMap, imageOrigins: [String]
    ) {
        self.previous = previous
        self.outputPath = outputPath
        var site = Fingerprint()
        site.combine(Self.formatVersion)
        if let program = Bundle.main.executablePath.flatMap(FileIdentity.init(atPath:)) {
            for value in [program.device, program.inode, program.size, program.seconds, program.nanoseconds] {
                site.combine(UInt64(bitPattern: value))
            }
        }
        site.combine(templatesFingerprint.value)
        site.combine(markdownIdentity)
        site.combine(encoding: config)
        site.combine(referenceDate.timeIntervalSince1970.bitPattern)
        site.combine(encoding: avatars.policy)
        site.combine(encoding: avatars.localPaths.sorted { $0.key < $1.key }.map { [$0.key, $0.value] })
        site.combine(encoding: imageOrigins)
        self.site = site
    }

    /// Changed when what a fingerprint covers changes.
    private static let formatVersion: UInt64 = 2

    /// The fingerprint of a page made from `inputs`.
    func fingerprint(of inputs: PageInputs) -> String {
        var fingerprint = site
        fingerprint.combine(inputs)
        return fingerprint.text
    }

    /// Whether the last build wrote `paths` for inputs with this `fingerprint` and they are unchanged.
    func canKeep(_ paths: [String], fingerprint: String) -> Bool {
        previous.holds(paths, fingerprint: fingerprint, in: outputPath)
    }
}
