extension ExportFormat {
    /// Every kind the importer reads, in the order the command line lists them. A new source is
    /// its folder and one entry here.
    public static let allCases: [ExportFormat] = [
        .disqus, .wordpress, .commento, .remark42, .isso, .staticman, .webmention,
    ]
}
