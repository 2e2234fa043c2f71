import Foundation
import MarginaliaModels

/// Which post (and which comment of it) a webmention's target names. A target matches a post
/// when, normalised, it is the post's `url` or the post's page on this site (`<baseURL>posts/<id>/`,
/// or a later page of it); a fragment `#comment-<id>` naming a comment of that post makes the
/// mention a reply to that comment.
struct WebmentionTargets {
    /// A matched target.
    struct Match: Equatable {
        var postId: Identifier
        /// The comment the target's fragment names, when it names one (not yet checked to exist).
        var commentId: Identifier?
    }

    private var posts: [String: Identifier] = [:]

    /// `posts` are the content folder's posts (id and url); `baseURL` is the site's, if known.
    init(posts: [(id: Identifier, url: String)], baseURL: String?) {
        for post in posts {
            if let address = Self.normalised(post.url)?.address, self.posts[address] == nil {
                self.posts[address] = post.id
            }
        }
        guard let baseURL else { return }
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        for post in posts {
            if let address = Self.normalised(base + "posts/\(post.id.rawValue)/")?.address, self.posts[address] == nil {
                self.posts[address] = post.id
            }
        }
    }

    /// The post `target` names, or `nil` for an unknown target.
    func match(_ target: String) -> Match? {
        guard let (address, fragment) = Self.normalised(target) else { return nil }
        guard let postId = posts[address] ?? posts[Self.withoutPageNumber(address)] else { return nil }
        var commentId: Identifier?
        if let fragment, fragment.hasPrefix("comment-"), fragment.count > "comment-".count {
            commentId = Identifier(String(fragment.dropFirst("comment-".count)))
        }
        return Match(postId: postId, commentId: commentId)
    }

    /// The address of `url` without what does not tell pages apart, and its fragment: no scheme
    /// (`http` and `https` are one page), the host in lower case without a default port, no query,
    /// and the path without a final `index.html` or `/`. `nil` when there is no host.
    static func normalised(_ url: String) -> (address: String, fragment: String?)? {
        var rest = Substring(url.trimmingWhiteSpace)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
        guard let schemeEnd = rest.range(of: "://") else { return nil }
        rest = rest[schemeEnd.upperBound...]
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        var host = rest[..<slash].lowercased()
        for port in [":80", ":443"] where host.hasSuffix(port) { host.removeLast(port.count) }
        guard !host.isEmpty else { return nil }
        var path = rest[slash...]
        if path.hasSuffix("/index.html") { path = path.dropLast("index.html".count) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return (host + path, fragment.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// `host/posts/x/page/3` → `host/posts/x`: a later page of a post's discussion is the post.
    private static func withoutPageNumber(_ address: String) -> String {
        guard let range = address.range(of: "/page/", options: .backwards),
            !address[range.upperBound...].isEmpty, address[range.upperBound...].allSatisfy(\.isASCIIDigit)
        else { return address }
        return String(address[..<range.lowerBound])
    }
}

extension String {
    /// Without white space at either end.
    fileprivate var trimmingWhiteSpace: Substring {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
