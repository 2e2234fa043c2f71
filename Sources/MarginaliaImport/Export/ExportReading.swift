/// How one kind of export is read: which records and fields to keep, and what they become.
protocol ExportReading {
    /// The records and fields of the export that the import uses.
    static var schema: XMLRecordSchema { get }
    /// Turns one complete top-level record into posts and comments.
    static func collect(_ record: XMLRecord, into collector: inout ImportCollector) throws(ImportError)
}

extension ExportFormat {
    /// The reader for this kind of export.
    var reading: any ExportReading.Type {
        switch self {
        case .disqus: DisqusExport.self
        case .wordpress: WordPressExport.self
        }
    }
}

extension XMLRecord {
    /// Whether a field says yes: `true` or `1`, in any case.
    func flag(_ field: String) -> Bool {
        guard let value = self[field]?.lowercased() else { return false }
        return value == "true" || value == "1"
    }
}
