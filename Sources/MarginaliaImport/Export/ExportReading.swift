import Foundation

/// How one kind of export file is read: everything it holds goes into the collector, and a
/// malformed file throws with its place.
protocol ExportFileReading: SendableMetatype {
    static func read(_ path: String, format: ExportFormat, into collector: inout ImportCollector) throws(ImportError)
}

/// How one kind of XML export is read: which records and fields to keep, and what they become.
protocol ExportReading: ExportFileReading {
    /// The records and fields of the export that the import uses.
    static var schema: XMLRecordSchema { get }
    /// Turns one complete top-level record into posts and comments.
    static func collect(_ record: XMLRecord, into collector: inout ImportCollector) throws(ImportError)
}

extension ExportReading {
    /// Streams the XML through `XMLRecordReader`, a record at a time.
    static func read(_ path: String, format: ExportFormat, into collector: inout ImportCollector) throws(ImportError) {
        try ExportInput.checkReadable(path)
        guard let stream = InputStream(fileAtPath: path) else {
            throw .unreadableExport(path: path, reason: "permission denied")
        }
        let onRecord = { (record: XMLRecord) throws(ImportError) in try collect(record, into: &collector) }
        // The reader keeps the closure only while it reads.
        try withoutActuallyEscaping(onRecord) { onRecord throws(ImportError) in
            try XMLRecordReader(schema: schema, file: path, format: format, onRecord: onRecord).read(stream)
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
