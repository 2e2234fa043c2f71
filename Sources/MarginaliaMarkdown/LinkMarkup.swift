import MarginaliaModels
import MarginaliaText

/// The markup that replaces links and images in comment bodies. Pure Swift: the cmark calls that
/// use it are in `CMarkRenderer.swift`.
enum LinkMarkup {
    /// What links in comments say about themselves: user-generated, not endorsed, no opener.
    static let rel = "nofollow ugc noopener"

    /// The opening `<a>` tag for a link (or an image, shown as a link to it so that no page makes
    /// a request to a third party), or `nil` when the URL's scheme is not allowed.
    static func openingTag(url: String, title: String) -> String? {
        guard let safe = SafeURL.checked(url) else { return nil }
        var tag = "<a href=\"\(safe.attributeEscaped)\" rel=\"\(rel)\""
        if !title.isEmpty { tag += " title=\"\(title.attributeEscaped)\"" }
        return tag + ">"
    }

    static let closingTag = "</a>"

    /// The text of an image link whose alt text is empty.
    static let imageFallbackText = "image"
}
