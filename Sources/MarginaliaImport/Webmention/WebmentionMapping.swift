import Foundation
import MarginaliaModels

/// What one webmention.io entry becomes: a comment on a post (a reply or a mention), a reaction
/// to it (a like, repost or bookmark), or a reason to leave it out.
enum WebmentionMapping {
    /// An entry that becomes a comment, before its parent is checked.
    struct Mapped {
        var comment: Comment
        /// The comment the mention answers, as its target's fragment names it.
        var parentCandidate: Identifier?
        /// When webmention.io last received it: the comment's `editedAt` if it changed.
        var receivedAt: Date?
    }

    /// What an entry becomes.
    enum Outcome {
        case comment(Mapped)
        case reaction(Reaction)
        case skipped(CommentSkipReason)
    }

    /// The comment `entry` becomes, or why it is left out.
    static func map(_ entry: WebmentionEntry, targets: WebmentionTargets) -> Outcome {
        if entry.wmPrivate == true { return .skipped(.privateMention) }
        var reactionKind: ReactionKind?
        switch entry.wmProperty ?? "mention-of" {
        case "in-reply-to", "mention-of": break
        case "like-of": reactionKind = .like
        case "repost-of": reactionKind = .repost
        case "bookmark-of": reactionKind = .bookmark
        case let other: return .skipped(.otherType(other))
        }
        guard let wmId = entry.wmId?.text, let id = ImportIdentifier.make("webmention", wmId), !wmId.isEmpty else {
            return .skipped(.noId)
        }
        guard let target = entry.wmTarget, let match = targets.match(target) else { return .skipped(.unknownTarget) }
        let receivedAt = entry.wmReceived.flatMap(Timestamp.iso8601)
        guard let postedAt = entry.published.flatMap(Timestamp.iso8601) ?? receivedAt else {
            return .skipped(.noDate)
        }
        let source = nonEmpty(entry.url) ?? nonEmpty(entry.wmSource)
        if let reactionKind {
            let author = author(of: entry)
            return .reaction(
                Reaction(
                    id: id, postId: match.postId, kind: reactionKind,
                    author: ReactionAuthor(name: author.name, url: author.url, photo: author.avatarURL), url: source,
                    publishedAt: postedAt))
        }
        guard hasText(entry) else { return .skipped(.noText) }
        let comment = Comment(
            id: id, postId: match.postId, author: author(of: entry), body: body(of: entry), postedAt: postedAt,
            sourceURL: source)
        return .comment(Mapped(comment: comment, parentCandidate: match.commentId, receivedAt: receivedAt))
    }

    /// The h-card's name, photo and page; a card without a name is named by its page's host, or
    /// the source's.
    static func author(of entry: WebmentionEntry) -> CommentAuthor {
        let url = nonEmpty(entry.author?.url)
        let name =
            nonEmpty(entry.author?.name) ?? url.flatMap(host) ?? nonEmpty(entry.wmSource).flatMap(host) ?? "Anonymous"
        return CommentAuthor(
            id: ImportIdentifier.page("webmention-author", url ?? name), name: name,
            avatarURL: nonEmpty(entry.author?.photo), url: url)
    }

    /// Whether an entry says anything: a reply or mention without `content` or `name` is only a
    /// link, and would be a comment with an empty body. (HTML content whose text is all dropped,
    /// an image alone, is text the converter could not keep, and is imported and noted as every
    /// importer's is.)
    static func hasText(_ entry: WebmentionEntry) -> Bool {
        [entry.content?.html, entry.content?.text, entry.name].contains { nonEmpty($0) != nil }
    }

    /// The body in CommonMark: the HTML content through the HTML converter; else the plain text
    /// (its newlines kept as line breaks); else the entry's name.
    static func body(of entry: WebmentionEntry) -> String {
        if let html = nonEmpty(entry.content?.html) {
            let markdown = HTMLToMarkdown(newlines: .whitespace).markdown(fromHTML: html)
            if !markdown.isEmpty { return markdown }
        }
        for text in [entry.content?.text, entry.name] {
            if let text = nonEmpty(text) {
                return HTMLToMarkdown(newlines: .lineBreaks).markdown(fromHTML: escapedAsHTML(text))
            }
        }
        return ""
    }

    /// The host of an address, such as `mastodon.social`.
    static func host(_ url: String) -> String? {
        guard let (address, _) = WebmentionTargets.normalised(url) else { return nil }
        return String(address.prefix { $0 != "/" })
    }

    private static func escapedAsHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }
}
