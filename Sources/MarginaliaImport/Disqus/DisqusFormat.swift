extension ExportFormat {
    /// A Disqus export: `<disqus>` with `<thread>` and `<post>` elements.
    public static let disqus = ExportFormat(
        rawValue: "disqus", displayName: "Disqus",
        summary: "a Disqus export (XML)",
        postNoun: "thread", leastContent: "a <disqus> element", rootElement: "disqus", reading: DisqusExport.self,
        recognizes: { $0.xmlRootElement == "disqus" })
}
