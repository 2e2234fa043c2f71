import Foundation
import MarginaliaModels
import MarginaliaText

/// The outcome of the avatar pre-pass: for each remote avatar URL of the fixtures, the image the
/// pages show instead, under the site's policy. Built once per build by `AvatarResolver`; the
/// view-model factory asks it for every avatar.
public struct AvatarMap: Sendable, Equatable {
    public let policy: AvatarPolicy
    /// Remote URL (as checked by `SafeURL`) → path of the local copy from the site's root,
    /// `assets/avatars/<sha256 of the URL>.<format>`.
    public let localPaths: [String: String]
    /// The images to publish: path from the site's root → bytes.
    public let files: [String: Data]

    public init(policy: AvatarPolicy, localPaths: [String: String] = [:], files: [String: Data] = [:]) {
        self.policy = policy
        self.localPaths = localPaths
        self.files = files
    }

    /// The folder of published avatars, from the site's root.
    static let directory = SiteURLs.asset("avatars/")

    /// The stable file name (without extension) for an avatar URL: the SHA-256 digest of its UTF-8
    /// bytes in lowercase hexadecimal (`SHA256`), so the same URL always gives the same name and
    /// builds stay byte-identical.
    ///
    /// The hash is cryptographic on purpose: the URLs come from strangers' comments and all
    /// avatars share one folder and one cache, so with a hash whose collisions can be made (such as
    /// the 64-bit page `Fingerprint`) one commenter could choose a URL whose file replaces another
    /// commenter's avatar.
    static func fileStem(for url: String) -> String {
        SHA256.hexDigest(url.utf8)
    }

    /// What a page whose way to the root is `rootPath` shows for the avatar `remote`: the local
    /// copy (fetch), the checked remote URL (hotlink), or `nil` for the initials.
    public func source(for remote: String?, rootPath: String) -> String? {
        guard let url = SafeURL.checked(remote, schemes: SafeURL.imageSchemes) else { return nil }
        switch policy {
        case .fetch: return localPaths[url].map { rootPath + $0 }
        case .hotlink: return Self.origin(of: url) == nil ? nil : url
        case .none: return nil
        }
    }

    /// The origins (`https://host:port`) pages must be allowed to load images from: those of the
    /// hot-linked avatars among `urls`, sorted; none unless the policy is `hotlink`.
    public func imageOrigins(for urls: [String]) -> [String] {
        guard policy == .hotlink else { return [] }
        return Set(urls.compactMap { SafeURL.checked($0, schemes: SafeURL.imageSchemes).flatMap(Self.origin) }).sorted()
    }

    /// `scheme://host[:port]` of an http(s) URL, when the host is plain enough to be written in a
    /// Content-Security-Policy (letters, digits, `.`, `-`).
    static func origin(of url: String) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            let host = components.host?.lowercased(), !host.isEmpty,
            host.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "-")
            })
        else { return nil }
        return "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
    }
}
