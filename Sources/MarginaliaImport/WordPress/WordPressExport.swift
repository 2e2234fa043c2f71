import MarginaliaModels

/// Reads a WordPress export (WXR): each `<item>` becomes a post `wp-<post_id>` and each of its
/// `<wp:comment>`s a comment `wp-<post_id>-<comment_id>` (WordPress comment ids are not always
/// unique across posts).
///
/// Only approved comments of type comment (or review) are imported by default: pending, spam and
/// trashed comments, pingbacks and trackbacks are marked to be left out, and so are the comments
/// of posts that are not published. Bodies are HTML whose newlines are line breaks, as WordPress
/// shows them. Authors' e-mail, IP address and URL are never read.
enum WordPressExport: ExportReading {
    static let schema = XMLRecordSchema(
        root: "rss",
        records: [
            RecordDefinition(
                path: ["channel", "item"],
                fields: ["title", "link", "post_id", "post_date_gmt", "post_date", "status"],
                children: [
                    RecordDefinition(
                        path: ["comment"],
                        fields: [
                            "comment_id", "comment_author", "comment_date_gmt", "comment_date", "comment_content",
                            "comment_parent", "comment_approved", "comment_type", "comment_user_id",
                        ])
                ]
            )
        ])

    /// Comment types that are a reader's comment.
    static let commentTypes: Set<String> = ["", "comment", "review"]
    /// Post statuses that are public (`inherit` is an attachment's).
    static let publicStatuses: Set<String> = ["publish", "inherit"]

    static func collect(_ record: XMLRecord, into collector: inout ImportCollector) throws(ImportError) {
        guard let key = postKey(of: record), let post = post(from: record, key: key) else {
            collector.add(nil as ExportPost?)
            for _ in record.children { collector.skipComment(.postSkipped(.noId)) }
            return
        }
        collector.add(post)
        for child in record.children {
            try collector.add(comment(from: child, postKey: key))
        }
    }

    /// `wp:post_id`, or for an export without it, the `p` of a `?p=4` link.
    static func postKey(of record: XMLRecord) -> String? {
        if let id = record["post_id"] { return id }
        guard let link = record["link"], let query = link.split(separator: "?", maxSplits: 1).last, link.contains("?")
        else { return nil }
        return query.split(separator: "&").first { $0.hasPrefix("p=") }.map { String($0.dropFirst(2)) }.flatMap {
            $0.isEmpty ? nil : $0
        }
    }

    static func post(from record: XMLRecord, key: String) -> ExportPost? {
        guard let id = ImportIdentifier.make("wp", key) else { return nil }
        let utc = record["post_date_gmt"].flatMap(Timestamp.wordpress)
        let local = utc == nil ? record["post_date"].flatMap(Timestamp.wordpress) : nil
        let status = record["status"]
        return ExportPost(
            id: id, title: record["title"], url: record["link"], publishedAt: utc ?? local,
            dateIsLocalTime: local != nil,
            skipReason: status.flatMap { publicStatuses.contains($0) ? nil : .notPublished(status: $0) }
        )
    }

    static func comment(from record: XMLRecord, postKey: String) -> ExportComment? {
        guard let commentKey = record["comment_id"], let id = ImportIdentifier.make("wp", postKey, commentKey) else {
            return nil
        }
        let parentKey = record["comment_parent"].flatMap { $0 == "0" ? nil : $0 }
        let utc = record["comment_date_gmt"].flatMap(Timestamp.wordpress)
        let local = utc == nil ? record["comment_date"].flatMap(Timestamp.wordpress) : nil
        return ExportComment(
            id: id, postId: ImportIdentifier.make("wp", postKey),
            parentId: parentKey.flatMap { ImportIdentifier.make("wp", postKey, $0) },
            author: author(of: record),
            body: record["comment_content"] ?? "",
            markup: .htmlWithLineBreaks,
            postedAt: utc ?? local, dateIsLocalTime: local != nil,
            skipReason: reasonToSkip(approved: record["comment_approved"] ?? "1", type: record["comment_type"] ?? "")
        )
    }

    private static func reasonToSkip(approved: String, type: String) -> CommentSkipReason? {
        if approved == "spam" { return .spam }
        switch type {
        case "pingback": return .pingback
        case "trackback": return .trackback
        case _ where !commentTypes.contains(type): return .otherType(type)
        default: break
        }
        switch approved {
        case "1": return nil
        case "trash", "post-trashed": return .deleted
        default: return .unapproved
        }
    }

    /// A registered user is `wp-user-<id>`; a guest is known by the name they gave.
    private static func author(of record: XMLRecord) -> CommentAuthor {
        let name = record["comment_author"] ?? "Anonymous"
        if let userId = record["comment_user_id"], userId != "0" {
            return CommentAuthor(id: Identifier("wp-user-" + ImportIdentifier.encode(userId)), name: name)
        }
        return CommentAuthor(id: Identifier("wp-guest-" + ImportIdentifier.encode(name)), name: name)
    }
}
