import MarginaliaContent
import MarginaliaModels

/// Reads a Remark42 backup (what `backup` and the automatic backups write: JSON lines, usually
/// gzipped), a line at a time: each post URL becomes a post `remark42-<host and path>`, each
/// comment a comment `remark42-<id>`.
///
/// The first line is the meta line (version, users, posts); every other line is one comment.
/// Bodies are Remark42's `text`, the sanitised HTML it shows, converted to CommonMark (the
/// Markdown in `orig` is not sanitised, and Remark42 itself never shows it). Deleted comments
/// (Remark42 deletes those of a user it blocks for good) are marked to be left out. IP hashes,
/// avatars and votes are never read.
enum Remark42Backup: ExportFileReading {
    static func read(_ path: String, format: ExportFormat, into collector: inout ImportCollector) throws(ImportError) {
        var lines = LineReader(try ExportInput(path: path))
        let decoding = JSONExportDecoding(file: path)
        var sawMeta = false
        while let (number, bytes) = try lines.next() {
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            guard sawMeta else {
                let meta = try decoding.decode(Remark42Meta.self, from: bytes, line: number)
                if meta.comments != nil {
                    throw .otherFormat(SourceLocation(file: path, line: number), expected: format, found: .commento)
                }
                if meta.locator != nil {
                    throw .commentBeforeMeta(SourceLocation(file: path, line: number))
                }
                if let version = meta.version, !format.readableVersions.contains(version) {
                    throw .unsupportedVersion(
                        SourceLocation(file: path, line: number, jsonPath: "version"), format: format, version: version)
                }
                sawMeta = true
                for post in meta.posts ?? [] { addPost(url: post.url, title: nil, to: &collector) }
                continue
            }
            let record = try decoding.decode(Remark42Comment.self, from: bytes, line: number)
            let postId = record.locator.url.flatMap { addPost(url: $0, title: record.title, to: &collector) }
            try collector.add(comment(from: record, postId: postId))
        }
        if !sawMeta { throw .emptyExport(path: path, format: format) }
    }

    /// Adds the post of `url` unless it is known, and gives it `title` if it has none; returns
    /// its id, or `nil` for an empty URL.
    @discardableResult
    static func addPost(url: String, title: String?, to collector: inout ImportCollector) -> Identifier? {
        guard !url.isEmpty else { return nil }
        let id = postId(url: url)
        let title = title.flatMap { $0.isEmpty ? nil : $0 }
        if !collector.hasPost(id) {
            collector.add(ExportPost(id: id, title: title, url: url, publishedAt: nil))
        } else if let title {
            collector.fillTitle(title, ofPost: id)
        }
        return id
    }

    /// `remark42-<host and path>`: the scheme is left out, so that the `http` and `https`
    /// addresses of a page are one post.
    static func postId(url: String) -> Identifier {
        var address = Substring(url)
        for scheme in ["https://", "http://"] where address.hasPrefix(scheme) {
            address = address.dropFirst(scheme.count)
        }
        return ImportIdentifier.page("remark42", String(address))
    }

    static func comment(from record: Remark42Comment, postId: Identifier?) -> ExportComment? {
        guard !record.id.isEmpty, let id = ImportIdentifier.make("remark42", record.id) else { return nil }
        let parent = record.pid.flatMap { $0.isEmpty ? nil : ImportIdentifier.make("remark42", $0) }
        return ExportComment(
            id: id, postId: postId, parentId: parent, author: author(record.user), body: record.text ?? "",
            markup: .html, postedAt: record.time.flatMap(Timestamp.iso8601),
            skipReason: record.delete == true ? .deleted : nil)
    }

    /// `remark42-user-<id>` (Remark42's ids name the provider: `github_…`, `anonymous_…`), with
    /// the name they showed.
    private static func author(_ user: Remark42Comment.User?) -> CommentAuthor {
        let id = user?.id ?? ""
        let name = user?.name.flatMap { $0.isEmpty ? nil : $0 } ?? (id.isEmpty ? "Anonymous" : id)
        guard !id.isEmpty else { return CommentAuthor(id: "remark42-anonymous", name: name) }
        return CommentAuthor(id: Identifier("remark42-user-" + ImportIdentifier.encode(id)), name: name)
    }
}
