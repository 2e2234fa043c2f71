import Foundation
import MarginaliaContent

/// What `SiteRebuilder` keeps of its last good build, to compare the next one against.
struct BuiltSite: Sendable {
    var snapshot: ContentSnapshot
    var index: ContentIndex
    var templates: TemplateRenderer
    /// The `*.mustache` files the templates were loaded from.
    var templateInventory: FolderInventory
    /// The static files copied to `Output/assets/`, by path below it.
    var assets: FolderInventory
    var bodies: RenderedBodies
    /// The avatars pages show, and the images published for them.
    var avatars: RebuildAvatars
    /// A digest of every rendered file in the output folder, by path relative to it.
    var digests: [String: Int] = [:]
    /// The output folder written to; if the folder there now is another one (replaced by a
    /// `marginalia build`, or removed), the digests describe nothing and the site is written anew.
    var outputIdentity: OutputIdentity?
}

/// Which folder a path names: its device and inode.
struct OutputIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    init?(_ url: URL) {
        guard let stamp = FileStamp(path: url.path) else { return nil }
        device = stamp.device
        inode = stamp.inode
    }
}
