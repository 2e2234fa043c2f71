import Foundation
import MarginaliaModels

/// A post as an export describes it, before the importer knows whether it will keep it.
struct ExportPost: Sendable {
    var id: Identifier
    var title: String?
    var url: String?
    var publishedAt: Date?
    /// Whether `publishedAt` is a local time read as UTC, for want of a UTC one.
    var dateIsLocalTime = false
    /// Set when the export itself says to leave the post out.
    var skipReason: PostSkipReason?
    /// Whether the post is one of `posts.json` already, which keeps its record as it is.
    var isExisting = false
}

/// What a comment's body is written in, in an export.
enum BodyMarkup: UInt8, Sendable {
    /// HTML whose newlines are whitespace, as in a browser (Disqus, Remark42).
    case html = 0
    /// HTML whose newlines are line breaks and blank lines paragraph breaks (WordPress).
    case htmlWithLineBreaks = 1
    /// Markdown, kept as written (Commento, Isso): the build renders it as CommonMark, safely, as it
    /// renders every body.
    case markdown = 2
}

/// A comment as an export describes it. Only what a fixture needs is here: no e-mail address,
/// IP address or author URL is ever read into it.
struct ExportComment: Sendable {
    var id: Identifier
    /// `nil` when the export does not say; the comment is then an orphan.
    var postId: Identifier?
    var parentId: Identifier?
    var author: CommentAuthor
    /// The body as the export has it, untrusted.
    var body: String
    /// What `body` is written in.
    var markup: BodyMarkup
    var postedAt: Date?
    /// Whether `postedAt` is a local time read as UTC, for want of a UTC one.
    var dateIsLocalTime = false
    /// Set when the export itself says to leave the comment out (spam, deleted, pingback…).
    var skipReason: CommentSkipReason?
}
