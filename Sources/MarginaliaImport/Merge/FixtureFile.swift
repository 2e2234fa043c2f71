import Foundation
import MarginaliaContent
import MarginaliaModels

/// One JSON fixture file (an array of records with ids) as it is on disk, or empty if it is not
/// there yet, and the merging of imported records into it.
struct FixtureFile {
    /// The path relative to the content folder, as messages show it.
    let relativePath: String
    private(set) var records: [JSONValue]
    private(set) var ids: [Identifier]
    let existed: Bool

    /// Reads `relativePath` below `directory`; a file that is not there gives an empty fixture.
    /// A file that is not a JSON array of records with ids throws, naming the place.
    static func load(_ relativePath: String, in directory: URL) throws(ImportError) -> FixtureFile {
        guard let data = try contents(of: relativePath, in: directory) else {
            return FixtureFile(relativePath: relativePath, records: [], ids: [], existed: false)
        }
        let decoder = FixtureDecoder(file: relativePath)
        let records: [JSONValue]
        do {
            records = try decoder.decode([JSONValue].self, from: data)
        } catch {
            throw .existingContent(error)
        }
        let ids = records.compactMap(\.recordId)
        if ids.count < records.count {
            // Decoding the ids alone says which record lacks one, with its line and column.
            _ = try Self.ids(from: data, decoder: decoder)
        }
        return FixtureFile(relativePath: relativePath, records: records, ids: ids, existed: true)
    }

    /// Only the ids of the records in `relativePath`, which is quicker than loading them.
    static func ids(in relativePath: String, directory: URL) throws(ImportError) -> [Identifier] {
        guard let data = try contents(of: relativePath, in: directory) else { return [] }
        return try ids(from: data, decoder: FixtureDecoder(file: relativePath))
    }

    private static func ids(from data: Data, decoder: FixtureDecoder) throws(ImportError) -> [Identifier] {
        do {
            return try decoder.decode([IdentifiedRecord].self, from: data).map(\.id)
        } catch {
            throw .existingContent(error)
        }
    }

    private static func contents(of relativePath: String, in directory: URL) throws(ImportError) -> Data? {
        let url = directory.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .existingContent(
                ContentError([
                    ContentProblem(
                        .unreadable(reason: error.localizedDescription), at: SourceLocation(file: relativePath))
                ]))
        }
    }

    /// Puts imported records in: one with the id of a record already there replaces it in its
    /// place; the others are appended in the order given. Returns what changed.
    mutating func merge(_ imported: [(id: Identifier, value: JSONValue)]) -> FileChange {
        var positions: [Identifier: Int] = [:]
        for (index, id) in ids.enumerated() where positions[id] == nil { positions[id] = index }
        var change = FileChange(path: relativePath, isNewFile: !existed)
        for (id, value) in imported {
            if let index = positions[id] {
                if records[index] != value {
                    records[index] = value
                    change.updatedRecords += 1
                }
            } else {
                positions[id] = records.count
                records.append(value)
                ids.append(id)
                change.newRecords += 1
            }
        }
        return change
    }

    /// The file's new text: pretty-printed with sorted keys and a final newline, so that the same
    /// records always give the same bytes.
    func encoded() -> Data {
        Data((JSONValue.array(records).prettyPrinted() + "\n").utf8)
    }
}

/// A record read for its id alone.
private struct IdentifiedRecord: Decodable {
    let id: Identifier
}
