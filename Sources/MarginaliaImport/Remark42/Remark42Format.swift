extension ExportFormat {
    /// A Remark42 backup: JSON lines (a meta line, then one comment a line), plain or gzipped.
    public static let remark42 = ExportFormat(
        rawValue: "remark42", displayName: "Remark42",
        summary: "a Remark42 backup (JSON lines, plain or gzipped)",
        postNoun: "post", leastContent: "a line of meta data", readableVersions: [0, 1], reading: Remark42Backup.self,
        recognizes: { sample in
            // The meta line (`version`, `users`, `posts`), or a comment line (`locator`).
            let keys = sample.jsonTopLevelKeys
            return keys.contains("users") || keys.contains("posts") || keys.contains("locator")
        })
}
