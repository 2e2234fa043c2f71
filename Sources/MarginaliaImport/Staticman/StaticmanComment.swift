import Foundation
import MarginaliaContent
import MarginaliaModels

/// The mapping of one Staticman data file to the common record.
///
/// - `_id` is the comment's id (`staticman-<_id>`); a file without one is known by its post and
///   file name.
/// - The parent is, in Minimal Mistakes' way, the `replying_to`-th top-level comment of the post
///   (`StaticmanThread`); or the comment whose `_id` is in `replying_to_uid` or `replyID`
///   (Beautiful Hugo); or the one in `_parent` (Staticman's `options[parent]`), when a comment of
///   the post has that `_id` (themes also put the post's own slug there, for Staticman's
///   notifications).
/// - `name` is the author's name; `message` (or `comment`) the body: Markdown kept as written, or
///   HTML converted when it starts with a tag.
/// - `email`, `email_md5`, `hash`, `url` and `website` are never read: an e-mail address, or a hash
///   of one, is never written, and a fixture's author has no link.
struct StaticmanComment {
    /// `nil` when the file has no usable id.
    var comment: ExportComment?
    /// The 1-based position among the post's top-level comments that `replying_to` names.
    var replyingTo: Int?
    /// The comment `_parent` may name.
    var optionsParent: Identifier?

    init(_ file: StaticmanFile, postId: Identifier?, folderName: String) throws(ImportError) {
        let id =
            file["_id"].flatMap { ImportIdentifier.make("staticman", $0.text) }
            ?? ImportIdentifier.make("staticman", folderName, file.stem)
        let parent = (file["replying_to_uid"] ?? file["replyID"]).flatMap {
            ImportIdentifier.make("staticman", $0.text)
        }
        optionsParent = file["_parent"].flatMap { ImportIdentifier.make("staticman", $0.text) }
        if let field = file["replying_to"] {
            let digits = field.text.trimmingCharacters(in: .whitespaces)
            guard let position = Int(digits), position > 0 else {
                throw .invalidExport(
                    file.location(of: field),
                    message: "`replying_to` holds \"\(field.text)\", not the position of a top-level comment")
            }
            replyingTo = position
        }
        let date = try file["date"].map { field throws(ImportError) in
            guard let date = StaticmanDate.parse(field.text) else {
                throw .invalidExport(file.location(of: field), message: "`date` holds \"\(field.text)\", not a date")
            }
            return date
        }
        let body = (file["message"] ?? file["comment"])?.text ?? ""
        let isHTML = Self.looksLikeHTML(body)
        comment = id.map { id in
            ExportComment(
                id: id, postId: postId, parentId: parent, author: Self.author(file["name"]?.text),
                body: isHTML ? body : MarkdownText.trimmed(body), markup: isHTML ? .html : .markdown,
                postedAt: date?.date, dateIsLocalTime: date?.isLocalTime ?? false)
        }
    }

    /// Whether a body is HTML rather than Markdown: it starts with a tag and closes one.
    static func looksLikeHTML(_ body: String) -> Bool {
        let text = body.drop { $0.isWhitespace }
        guard text.first == "<", let next = text.dropFirst().first, next.isLetter else { return false }
        return text.contains("</") || text.contains("/>")
    }

    /// `staticman-guest-<name>`: Staticman has no accounts, so the name is all there is. A name
    /// that is an e-mail address is not written.
    static func author(_ name: String?) -> CommentAuthor {
        let name = (name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, !looksLikeEmailAddress(name) else {
            return CommentAuthor(id: "staticman-anonymous", name: "Anonymous")
        }
        return CommentAuthor(id: Identifier("staticman-guest-" + ImportIdentifier.encode(name)), name: name)
    }

    /// `someone@example.org`: one `@`, no space, a dot after the `@`.
    static func looksLikeEmailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !text.contains(" ")
    }
}
