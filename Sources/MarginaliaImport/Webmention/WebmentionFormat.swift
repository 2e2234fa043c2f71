extension ExportFormat {
    /// A webmention.io feed: the jf2 its API returns (`{"type": "feed", "children": [...]}`), or
    /// the bare array of entries that blogs cache. It holds mentions of posts, not posts, so it has
    /// no reader of its own (`WebmentionImport` matches it to the content folder's posts). A
    /// mention whose source is deleted leaves the feed, so there is nothing for `--keep-deleted`.
    public static let webmention = ExportFormat(
        rawValue: "webmention", displayName: "webmention.io",
        summary: "a webmention.io feed (jf2, or the cached array of entries)",
        postNoun: "target", entryNoun: "mention", leastContent: "a JSON array or feed", hasDeletedComments: false,
        reading: nil,
        recognizes: { sample in
            // Each entry has a `wm-id`; a feed has `children` (and says `"type": "feed"`).
            if sample.startsWithJSONArray { return sample.contains("\"wm-id\"") }
            return sample.jsonTopLevelKeys.contains("children")
                && (sample.contains("\"wm-id\"") || sample.contains("\"feed\""))
        })
}
