import MarginaliaContent

/// Why an import stopped. Nothing is written when one is thrown. Each case carries the data;
/// the text is made in `description` only.
public enum ImportError: Error, Sendable, Equatable {
    /// The export cannot be opened or read.
    case unreadableExport(path: String, reason: String)
    /// The export is not well-formed XML; the location names its line and column.
    case malformedExport(SourceLocation, message: String)
    /// A JSON export (Commento, Remark42) is not valid JSON, or not of the format's shape; the
    /// location names the line and column, and the JSON path where one is known.
    case invalidExport(SourceLocation, message: String)
    /// A JSON export says it is a version of its format that the importer does not read.
    case unsupportedVersion(SourceLocation, format: ExportFormat, version: Int)
    /// The file is an export of another kind than the one asked for.
    case otherFormat(SourceLocation, expected: ExportFormat, found: ExportFormat)
    /// A Remark42 backup whose first line is a comment, not the meta line.
    case commentBeforeMeta(SourceLocation)
    /// The file is not an SQLite database with Isso's tables and columns.
    case notAnIssoDatabase(path: String, reason: DatabaseMismatch)
    /// A row of a database holds a value of the wrong type.
    case invalidRow(file: String, table: String, rowid: Int64, column: String, expected: String)
    /// `--keep-deleted` for a kind whose exports hold no deleted comments.
    case keepDeletedWithoutDeletedComments(ExportFormat)
    /// The file holds nothing but blank lines.
    case emptyExport(path: String, format: ExportFormat)
    /// The export is XML, but its root element is not the one `expected` has.
    case wrongFormat(file: String, expected: ExportFormat, foundRoot: String)
    /// `marginalia import EXPORT` without a kind, and the export is of no kind the importer
    /// knows; `appearance` says what it looks like instead.
    case unknownKind(path: String, appearance: String)
    /// A fixture already in the content folder cannot be read or merged with.
    case existingContent(ContentError)
    /// The importer's temporary file failed.
    case temporaryFile(path: String, reason: String)
    /// A fixture could not be written.
    case write(path: String, reason: String)
}

extension ImportError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unreadableExport(let path, let reason):
            "error: cannot read the export \(path): \(reason)"
        case .malformedExport(let location, let message):
            "error: \(location): malformed XML: \(message); nothing was written"
        case .invalidExport(let location, let message):
            "error: \(location): \(message); nothing was written"
        case .unsupportedVersion(let location, let format, let version):
            "error: \(location): \(format.displayName) export version \(version) is not supported"
                + " (only \(format.readableVersions.map(String.init).joined(separator: " and ")))"
                + "; nothing was written"
        case .otherFormat(let location, let expected, let found):
            "error: \(location): this is a \(found.displayName) export, not a \(expected.displayName) one:"
                + " try `marginalia import \(found.rawValue)`; nothing was written"
        case .notAnIssoDatabase(let path, let reason):
            "error: \(path) is not an Isso database: \(reason.description); nothing was written"
        case .invalidRow(let file, let table, let rowid, let column, let expected):
            "error: \(file): table \(table), row \(rowid), column \(column): expected \(expected); nothing was written"
        case .commentBeforeMeta(let location):
            "error: \(location): this line is a comment, but a Remark42 backup starts with a line of meta data"
                + " (the file may have been cut); nothing was written"
        case .keepDeletedWithoutDeletedComments(let format):
            "error: --keep-deleted does not apply to \(format.summary): it holds no deleted comments to keep"
                + " (the flag is for "
                + ExportFormat.allCases.filter(\.hasDeletedComments).map(\.rawValue).joined(separator: ", ")
                + "); import it without --keep-deleted; nothing was written"
        case .emptyExport(let path, let format):
            "error: \(path) is empty: a \(format.displayName) export holds at least \(format.leastContent); nothing was written"
        case .wrongFormat(let file, let expected, let root):
            "error: \(file) is not a \(expected.displayName) export: its root element is <\(root)>, not <\(expected.rootElement ?? "")>"
                + (ExportFormat.allCases.first { $0.rootElement == root }.map {
                    " (it looks like a \($0.displayName) export: try `marginalia import \($0.rawValue)`)"
                } ?? "")
        case .unknownKind(let path, let appearance):
            "error: cannot tell what kind of export \(path) is (it is \(appearance)); the kinds are "
                + ExportFormat.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")
                + "; name the kind if it is one of them: `marginalia import <kind> \(path)`"
        case .existingContent(let error):
            error.description
                + "\nerror: the content folder must load before an import can merge into it; nothing was written"
        case .temporaryFile(let path, let reason):
            "error: cannot use the temporary file \(path): \(reason)"
        case .write(let path, let reason):
            "error: cannot write \(path): \(reason)"
        }
    }
}

/// Why a file is not the database an importer reads.
public enum DatabaseMismatch: Sendable, Equatable {
    /// SQLite refused it; the text is SQLite's (`file is not a database`).
    case sqlite(String)
    case missingTable(String)
    case missingColumn(table: String, column: String)

    var description: String {
        switch self {
        case .sqlite(let message): message
        case .missingTable(let table): "it has no \(table) table"
        case .missingColumn(let table, let column): "its \(table) table has no \(column) column"
        }
    }
}
