extension ExportFormat {
    /// A Commento or Commento++ export: one JSON object with `comments` and `commenters`,
    /// plain or gzipped.
    public static let commento = ExportFormat(
        rawValue: "commento", displayName: "Commento",
        summary: "a Commento or Commento++ export (JSON, or .json.gz)",
        postNoun: "page", leastContent: "a JSON object", readableVersions: [1], reading: CommentoExport.self,
        recognizes: { sample in
            let keys = sample.jsonTopLevelKeys
            return keys.contains("comments") || keys.contains("commenters")
        })
}
