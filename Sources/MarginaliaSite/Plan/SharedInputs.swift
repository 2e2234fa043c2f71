import Foundation
import MarginaliaModels
import MarginaliaViewModels

/// What every page is made from besides its own inputs (`PageInputs`): the one list. When any of
/// these differs from the last plan's, `serve` renders every page again; and every page's
/// fingerprint covers them, so that `build` keeps no page made with other ones.
struct SharedInputs: Sendable, Equatable {
    /// The site settings.
    let config: SiteConfig
    /// The templates' text (`TemplateRenderer.fingerprint`).
    let templates: Fingerprint
    /// The Markdown renderer, its version and options (`MarkdownRendering.identity`).
    let markdown: String
    /// The date relative dates are counted from.
    let referenceDate: Date
    /// Where each avatar is shown from.
    let avatars: AvatarMap
    /// The origins of hot-linked images, for the pages' Content-Security-Policy.
    let imageOrigins: [String]
    /// The site's language: its pack's words (their bytes are in `templates`, the theme's
    /// fingerprint) and the tag of the pack.
    let words: Phrasebook

    /// Changed when what a fingerprint covers changes.
    private static let formatVersion: UInt64 = 4

    /// The fingerprint of the shared inputs, and of the program itself (a new version may write
    /// other pages).
    var fingerprint: Fingerprint {
        var fingerprint = Fingerprint()
        fingerprint.combine(Self.formatVersion)
        if let program = Bundle.main.executablePath.flatMap(FileIdentity.init(atPath:)) {
            for value in [program.device, program.inode, program.size, program.seconds, program.nanoseconds] {
                fingerprint.combine(UInt64(bitPattern: value))
            }
        }
        fingerprint.combine(templates.value)
        fingerprint.combine(markdown)
        fingerprint.combine(encoding: config)
        fingerprint.combine(referenceDate.timeIntervalSince1970.bitPattern)
        fingerprint.combine(encoding: avatars.policy)
        fingerprint.combine(encoding: avatars.localPaths.sorted { $0.key < $1.key }.map { [$0.key, $0.value] })
        fingerprint.combine(encoding: imageOrigins)
        fingerprint.combine(words.language)
        return fingerprint
    }
}
