import Foundation
import MarginaliaContent

/// What `SiteRebuilder` keeps of its last build, to compare the next one against.
struct BuiltSite: Sendable {
    /// What the site was made from.
    var inputs: SiteInputs
    var plan: SitePlan
    var bodies: BodyProvider
    /// A digest of every page file in the output folder, by path relative to it.
    var digests: [String: Int] = [:]
    /// The output folder written to; if the folder there now is another one (replaced by a
    /// `marginalia build`, or removed), the digests describe nothing and the site is written anew.
    /// `nil` after a failed write: the next rebuild is a full one.
    var outputIdentity: OutputIdentity?

    /// The rendered bodies, taken out (an empty provider stays), so that the next apply changes
    /// them in place rather than copying them.
    mutating func takeBodies() -> BodyProvider {
        let taken = bodies
        bodies = BodyProvider(markdown: bodies.markdown)
        return taken
    }

    /// The page digests, taken out (none stay), so that the next apply changes them in place.
    mutating func takeDigests() -> [String: Int] {
        defer { digests = [:] }
        return digests
    }
}

extension Optional where Wrapped == BuiltSite {
    /// Frees the build on another thread: its tables (every comment's lookups, every page's
    /// inputs) take milliseconds to free that a served rebuild need not wait for.
    consuming func retire() {
        let retired = self
        Task.detached(priority: .utility) { withExtendedLifetime(retired) {} }
    }
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
