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
}

/// A comment as an export describes it. Only what a fixture needs is here: no e-mail address,
/// IP address or author URL is ever read into it.
struct ExportComment: Sendable {
    var id: Identifier
    /// `nil` when the export does not say; the comment is then an orphan.
    var postId: Identifier?
    var parentId: Identifier?
    var author: CommentAuthor
    /// The body as the export has it: HTML, untrusted.
    var html: String
    /// How newlines in `html` are meant.
    var newlines: HTMLToMarkdown.Newlines
    var postedAt: Date?
    /// Whether `postedAt` is a local time read as UTC, for want of a UTC one.
    var dateIsLocalTime = false
    /// Set when the export itself says to leave the comment out (spam, deleted, pingback…).
    var skipReason: CommentSkipReason?
}
