extension ExportFormat {
    /// A WordPress export (WXR): an RSS `<channel>` of `<item>` posts holding `<wp:comment>`s.
    public static let wordpress = ExportFormat(
        rawValue: "wordpress", displayName: "WordPress",
        summary: "a WordPress export (WXR)",
        postNoun: "post", leastContent: "an <rss> element", rootElement: "rss", reading: WordPressExport.self,
        recognizes: { $0.xmlRootElement == "rss" && $0.contains("wordpress.org/export/") })
}
