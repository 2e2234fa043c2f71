import MarginaliaModels

/// Reads a Disqus export: `<thread dsq:id>` elements become posts, `<post dsq:id>` elements
/// become comments (ids `disqus-<dsq:id>` for both).
///
/// Messages are HTML. Spam and deleted posts are marked to be left out; anonymous authors keep
/// their display name. Authors' e-mail and IP addresses are not in the schema, so never read.
enum DisqusExport: ExportReading {
    static let schema = XMLRecordSchema(
        root: "disqus",
        records: [
            RecordDefinition(path: ["thread"], fields: ["@id", "link", "title", "createdAt", "isDeleted"]),
            RecordDefinition(
                path: ["post"],
                fields: [
                    "@id", "message", "createdAt", "isDeleted", "isSpam", "author/name", "author/username",
                    "author/isAnonymous", "thread@id", "parent@id",
                ]),
        ])

    static func collect(_ record: XMLRecord, into collector: inout ImportCollector) throws(ImportError) {
        switch record.name {
        case "thread": collector.add(post(from: record))
        case "post": try collector.add(comment(from: record))
        default: break
        }
    }

    static func post(from record: XMLRecord) -> ExportPost? {
        guard let id = record["@id"].flatMap({ ImportIdentifier.make("disqus", $0) }) else { return nil }
        return ExportPost(
            id: id, title: record["title"], url: record["link"],
            publishedAt: record["createdAt"].flatMap(Timestamp.iso8601),
            skipReason: record.flag("isDeleted") ? .deleted : nil
        )
    }

    static func comment(from record: XMLRecord) -> ExportComment? {
        guard let id = record["@id"].flatMap({ ImportIdentifier.make("disqus", $0) }) else { return nil }
        return ExportComment(
            id: id,
            postId: record["thread@id"].flatMap { ImportIdentifier.make("disqus", $0) },
            parentId: record["parent@id"].flatMap { ImportIdentifier.make("disqus", $0) },
            author: author(of: record),
            body: record["message"] ?? "",
            markup: .html,
            postedAt: record["createdAt"].flatMap(Timestamp.iso8601),
            skipReason: record.flag("isSpam") ? .spam : record.flag("isDeleted") ? .deleted : nil
        )
    }

    /// A registered author is `disqus-user-<username>`; a guest (anonymous) one is known by the
    /// name they gave, which is also what is shown.
    private static func author(of record: XMLRecord) -> CommentAuthor {
        let username = record["author/username"]
        let name = record["author/name"] ?? username ?? "Anonymous"
        if let username, !record.flag("author/isAnonymous") {
            return CommentAuthor(id: Identifier("disqus-user-" + ImportIdentifier.encode(username)), name: name)
        }
        return CommentAuthor(id: Identifier("disqus-guest-" + ImportIdentifier.encode(name)), name: name)
    }
}
