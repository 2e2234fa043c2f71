import Foundation
import GRDB
import MarginaliaModels

/// Reads an Isso database (`comments.db`, SQLite) read-only, a row at a time: each thread becomes
/// a post `isso-<uri>`, each comment a comment `isso-<id>`. Every SQLite call of the project is
/// in this file, through GRDB.
///
/// Only accepted comments (`mode` 1) are imported: pending ones (2) and deleted ones (4, what
/// Isso leaves of a deleted comment that has replies) are marked to be left out. Bodies are the
/// commenter's Markdown, kept as written (Isso renders it when it serves a page). The `email`,
/// `website`, `remote_addr` and `voters` columns are never selected.
enum IssoDatabase: ExportFileReading {
    /// The columns the import reads, by table; a database without them is not Isso's.
    static let columns = [
        "threads": ["id", "uri", "title"],
        "comments": ["id", "tid", "parent", "created", "mode", "author", "text"],
    ]

    static func read(_ path: String, format: ExportFormat, into collector: inout ImportCollector) throws(ImportError) {
        var configuration = Configuration()
        configuration.readonly = true
        var failure: ImportError?
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.read { db in
                do {
                    try checkSchema(db, path: path)
                    let posts = try readThreads(db, path: path, into: &collector)
                    try readComments(db, path: path, posts: posts, into: &collector)
                } catch let error as ImportError {
                    failure = error
                }
            }
        } catch let error as DatabaseError {
            throw .notAnIssoDatabase(path: path, reason: .sqlite(error.message ?? error.description))
        } catch {
            throw .unreadableExport(path: path, reason: "\(error)")
        }
        if let failure { throw failure }
    }

    private static func checkSchema(_ db: Database, path: String) throws {
        for (table, needed) in columns.sorted(by: { $0.key < $1.key }) {
            guard try db.tableExists(table) else {
                throw ImportError.notAnIssoDatabase(path: path, reason: .missingTable(table))
            }
            let present = Set(try db.columns(in: table).map(\.name))
            if let missing = needed.first(where: { !present.contains($0) }) {
                throw ImportError.notAnIssoDatabase(path: path, reason: .missingColumn(table: table, column: missing))
            }
        }
    }

    /// Adds every thread as a post; returns the post id of each thread id.
    private static func readThreads(_ db: Database, path: String, into collector: inout ImportCollector) throws
        -> [Int64: Identifier]
    {
        var posts: [Int64: Identifier] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT rowid AS place, id, uri, title FROM threads ORDER BY id")
        while let row = try rows.next() {
            let place = RowPlace(path: path, table: "threads", row: row)
            let id = try place.integer("id")
            guard let uri = try place.text("uri"), !uri.isEmpty else {
                collector.add(nil as ExportPost?)
                continue
            }
            let post = ExportPost(
                id: ImportIdentifier.page("isso", uri),
                title: try place.text("title").flatMap { $0.isEmpty ? nil : $0 },
                url: uri, publishedAt: nil)
            if let id { posts[id] = post.id }
            collector.add(post)
        }
        return posts
    }

    private static func readComments(
        _ db: Database, path: String, posts: [Int64: Identifier], into collector: inout ImportCollector
    ) throws {
        let rows = try Row.fetchCursor(
            db, sql: "SELECT rowid AS place, id, tid, parent, created, mode, author, text FROM comments ORDER BY id")
        while let row = try rows.next() {
            let place = RowPlace(path: path, table: "comments", row: row)
            guard let id = try place.integer("id") else {
                try collector.add(nil as ExportComment?)
                continue
            }
            let created = try place.number("created").flatMap { $0.isFinite ? Date(timeIntervalSince1970: $0) : nil }
            let name = try place.text("author").flatMap { $0.isEmpty ? nil : $0 } ?? "Anonymous"
            try collector.add(
                ExportComment(
                    id: Identifier("isso-\(id)"),
                    postId: try place.integer("tid").flatMap { posts[$0] },
                    parentId: try place.integer("parent").map { Identifier("isso-\($0)") },
                    author: CommentAuthor(id: Identifier("isso-guest-" + ImportIdentifier.encode(name)), name: name),
                    body: MarkdownText.trimmed(try place.text("text") ?? ""), markup: .markdown, postedAt: created,
                    skipReason: reasonToSkip(mode: try place.integer("mode"))
                ))
        }
    }

    /// Isso's modes: 1 accepted, 2 waiting for moderation, 4 deleted (kept for its replies).
    private static func reasonToSkip(mode: Int64?) -> CommentSkipReason? {
        switch mode {
        case 1: nil
        case 4: .deleted
        default: .unapproved
        }
    }
}

/// One row being read, to read its values by type and say where a value of the wrong type is.
private struct RowPlace {
    let path: String
    let table: String
    let row: Row

    /// An integer column; `nil` when it is NULL.
    func integer(_ column: String) throws(ImportError) -> Int64? {
        try value(column, "an integer") { Int64.fromDatabaseValue($0) }
    }

    /// A REAL (or integer) column; `nil` when it is NULL.
    func number(_ column: String) throws(ImportError) -> Double? {
        try value(column, "a number") { Double.fromDatabaseValue($0) }
    }

    /// A text column; `nil` when it is NULL.
    func text(_ column: String) throws(ImportError) -> String? {
        try value(column, "text") { value in
            if case .blob = value.storage { return nil }
            return String.fromDatabaseValue(value)
        }
    }

    private func value<T>(_ column: String, _ expected: String, _ convert: (DatabaseValue) -> T?) throws(ImportError)
        -> T?
    {
        let value: DatabaseValue = row[column] ?? .null
        if value.isNull { return nil }
        guard let converted = convert(value) else {
            throw .invalidRow(
                file: path, table: table, rowid: Int64.fromDatabaseValue(row["place"] ?? .null) ?? 0, column: column,
                expected: expected)
        }
        return converted
    }
}

extension IssoDatabase {
    /// Whether `path` is an SQLite database with Isso's `comments` and `threads` tables (opened
    /// read-only; any failure is a no).
    static func hasIssoTables(_ path: String) -> Bool {
        var configuration = Configuration()
        configuration.readonly = true
        do {
            return try DatabaseQueue(path: path, configuration: configuration).read { db in
                try db.tableExists("comments") && db.tableExists("threads")
            }
        } catch {
            return false
        }
    }
}
