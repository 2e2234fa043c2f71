import Foundation
import MarginaliaContent
import MarginaliaModels

/// Reads a Commento or Commento++ export (one JSON object, plain or gzipped as Commento's download
/// is): each page becomes a post `commento-<domain and path>`, each comment a comment
/// `commento-<commentHex>`.
///
/// Bodies are the commenter's Markdown, kept as written (the export's `html` is always empty).
/// Unapproved and flagged (spam) comments are marked to be left out, and so are deleted ones:
/// `deleted`, or what Commento++ leaves of a deleted comment (`[deleted]` by `anonymous`, as
/// `api/comment_delete.go` writes it, since the export leaves the `deleted` column out).
/// Commenters' e-mail addresses, links and photos are never read.
enum CommentoExport: ExportFileReading {
    static func read(_ path: String, format: ExportFormat, into collector: inout ImportCollector) throws(ImportError) {
        let data = try ExportInput(path: path).readAll()
        let export = try JSONExportDecoding(file: path).decode(CommentoExportFile.self, from: data)
        if let version = export.version, !format.readableVersions.contains(version) {
            throw .unsupportedVersion(SourceLocation(file: path, jsonPath: "version"), format: format, version: version)
        }
        var names: [String: String] = [:]
        for commenter in export.commenters ?? [] where names[commenter.commenterHex] == nil {
            names[commenter.commenterHex] = commenter.name
        }
        for record in export.comments {
            let page = page(of: record)
            if let page, !collector.hasPost(page.id) { collector.add(page) }
            try collector.add(comment(from: record, postId: page?.id, names: names))
        }
    }

    /// The page a comment is on, or `nil` when the export does not say.
    static func page(of record: CommentoExportFile.Comment) -> ExportPost? {
        let path = record.url ?? ""
        let domain = record.domain ?? ""
        guard !path.isEmpty else { return nil }
        return ExportPost(
            id: ImportIdentifier.page("commento", domain + path), title: nil,
            url: domain.isEmpty ? path : "https://" + domain + path, publishedAt: nil)
    }

    static func comment(from record: CommentoExportFile.Comment, postId: Identifier?, names: [String: String])
        -> ExportComment?
    {
        guard let id = ImportIdentifier.make("commento", record.commentHex), !record.commentHex.isEmpty else {
            return nil
        }
        let parentHex = record.parentHex.flatMap { $0 == "root" || $0.isEmpty ? nil : $0 }
        let markdown = MarkdownText.trimmed(record.markdown ?? "")
        let html = record.html ?? ""
        return ExportComment(
            id: id, postId: postId,
            parentId: parentHex.flatMap { ImportIdentifier.make("commento", $0) },
            author: author(record.commenterHex, names: names),
            body: markdown.isEmpty && !html.isEmpty ? html : markdown,
            markup: markdown.isEmpty && !html.isEmpty ? .html : .markdown,
            postedAt: record.creationDate.flatMap(Timestamp.iso8601),
            skipReason: reasonToSkip(record)
        )
    }

    private static func reasonToSkip(_ record: CommentoExportFile.Comment) -> CommentSkipReason? {
        if record.deleted == true || (record.markdown == "[deleted]" && record.commenterHex == "anonymous") {
            return .deleted
        }
        switch record.state ?? "approved" {
        case "approved", "": return nil
        case "flagged": return .spam
        default: return .unapproved
        }
    }

    /// A commenter is `commento-user-<commenterHex>` with the name they gave; a guest is
    /// `commento-anonymous`.
    private static func author(_ hex: String?, names: [String: String]) -> CommentAuthor {
        guard let hex, !hex.isEmpty, hex != "anonymous" else {
            return CommentAuthor(id: "commento-anonymous", name: "Anonymous")
        }
        let name = names[hex].flatMap { $0.isEmpty ? nil : $0 } ?? "Anonymous"
        return CommentAuthor(id: Identifier("commento-user-" + ImportIdentifier.encode(hex)), name: name)
    }
}
