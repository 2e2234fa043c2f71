extension ExportFormat {
    /// An Isso database: SQLite, with `threads` and `comments` tables.
    public static let isso = ExportFormat(
        rawValue: "isso", displayName: "Isso",
        summary: "an Isso database (comments.db, SQLite)",
        postNoun: "thread", leastContent: "a comments table", reading: IssoDatabase.self,
        recognizes: { $0.isSQLite && IssoDatabase.hasIssoTables($0.path) })
}
