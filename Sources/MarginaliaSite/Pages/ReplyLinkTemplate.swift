import MarginaliaModels
import MarginaliaText

/// The site's `replyURLTemplate`, parsed once per build: `{postId}` and `{commentId}` are filled
/// in for each comment by concatenation.
///
/// Ids are checked to be URL-safe tokens when content loads (letters, digits, `-`, `_`, `.`), so
/// they need no encoding, and whether a filled-in link is safe depends on the template alone: it
/// is checked once here, and an unsafe template gives no reply links at all.
struct ReplyLinkTemplate: Sendable {
    private enum Segment: Sendable {
        case text(String)
        case postId
        case commentId
    }

    private let segments: [Segment]

    /// `nil` when there is no template or its links would not be safe `http(s)`/`mailto` URLs or
    /// paths on the site's own host (the intake's reply page under a `commentsURL` such as
    /// `/comments/`).
    init?(_ template: String?) {
        guard let template else { return nil }
        let sample = Self.fill(template, postId: "p", commentId: "c")
        let onThisHost = sample.hasPrefix("/") && !sample.hasPrefix("//")
        guard SafeURL.checked(onThisHost ? "https://host" + sample : sample) != nil else { return nil }
        var segments: [Segment] = []
        var rest = Substring(template)
        while let brace = rest.firstIndex(of: "{") {
            let tail = rest[brace...]
            guard let token = ["{postId}", "{commentId}"].first(where: { tail.hasPrefix($0) }) else {
                segments.append(.text(String(rest[...brace])))
                rest = rest[rest.index(after: brace)...]
                continue
            }
            segments.append(.text(String(rest[..<brace])))
            segments.append(token == "{postId}" ? .postId : .commentId)
            rest = tail.dropFirst(token.count)
        }
        segments.append(.text(String(rest)))
        self.segments = segments
    }

    /// The reply link for one comment.
    func url(postId: Identifier, commentId: Identifier) -> String {
        var url = ""
        for segment in segments {
            switch segment {
            case .text(let text): url += text
            case .postId: url += postId.rawValue
            case .commentId: url += commentId.rawValue
            }
        }
        return url
    }

    private static func fill(_ template: String, postId: String, commentId: String) -> String {
        template.replacing("{postId}", with: postId).replacing("{commentId}", with: commentId)
    }
}
