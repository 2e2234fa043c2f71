import Foundation
import MarginaliaContent

/// Decodes the JSON of an export (a whole Commento export, or one line of a Remark42 backup) with
/// the fixtures' decoder, so that a problem names its line, column and JSON path.
struct JSONExportDecoding {
    /// The export's path, as messages name it.
    let file: String

    /// Decodes `bytes`; `line` is the number of the line they are, when the export is read a line
    /// at a time, so that the error counts lines in the file rather than in the line.
    func decode<T: Decodable>(_ type: T.Type, from bytes: some Sequence<UInt8>, line: Int? = nil) throws(ImportError)
        -> T
    {
        do {
            return try FixtureDecoder(file: file).decode(type, from: Data(bytes))
        } catch {
            guard var problem = error.problems.first else {
                throw .invalidExport(SourceLocation(file: file, line: line), message: "it is not valid JSON")
            }
            if let line { problem.location.line = line }
            throw .invalidExport(problem.location, message: problem.message)
        }
    }
}
