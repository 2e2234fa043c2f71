import Foundation
import MarginaliaContent
import Yams

/// One Staticman data file, YAML or JSON: the fields the import uses, each with its place in the
/// file. Every Yams call of the project is in this file.
struct StaticmanFile {
    /// A field's text and where it is.
    struct Field {
        var text: String
        var line: Int?
        var column: Int?
        /// The field's name, for a JSON file, whose decoder keeps no place for values.
        var jsonPath: String?
    }

    /// The file's path, as messages name it.
    let path: String
    /// The name without its extension, as Jekyll's `site.data` keys the file.
    let stem: String
    private(set) var fields: [String: Field] = [:]

    /// The fields the import reads; every other field (e-mail addresses and their hashes among
    /// them) is never looked at.
    static let readFields: Set<String> = [
        "_id", "_parent", "replying_to_uid", "replyID", "replying_to", "name", "date", "message", "comment",
    ]

    /// The file's text of a field, `nil` when it is absent, empty or null.
    subscript(name: String) -> Field? { fields[name] }

    /// Reads and parses the file at `path`; malformed YAML, a file that is not a mapping of fields,
    /// and a read field that is a list or a mapping throw with the place.
    init(path: String, stem: String) throws(ImportError) {
        self.path = path
        self.stem = stem
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableExport(path: path, reason: error.localizedDescription)
        }
        if path.lowercased().hasSuffix(".json") {
            fields = try JSONExportDecoding(file: path).decode(StaticmanJSONFields.self, from: data).fields
            return
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalidExport(SourceLocation(file: path), message: "it is not UTF-8 text")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.problem(error, path: path)
        } catch {
            throw .invalidExport(SourceLocation(file: path), message: "it is not YAML: \(error)")
        }
        guard let mapping = node?.mapping else {
            throw .invalidExport(
                node.map { Self.location(path, $0.mark) } ?? SourceLocation(file: path, line: 1, column: 1),
                message: node == nil
                    ? "it is empty, but a Staticman data file holds the fields of a comment"
                    : "a Staticman data file holds a mapping of fields, not a single value or a list")
        }
        for (key, value) in mapping {
            guard let name = key.string, Self.readFields.contains(name) else { continue }
            guard let scalar = value.scalar else {
                throw .invalidExport(
                    Self.location(path, value.mark ?? key.mark),
                    message: "the field `\(name)` holds a \(value.sequence != nil ? "list" : "mapping"), not text")
            }
            if scalar.string.allSatisfy(\.isWhitespace)
                || (scalar.style == .plain && ["~", "null", "Null", "NULL"].contains(scalar.string))
            {
                continue
            }
            fields[name] = Field(text: scalar.string, line: value.mark?.line, column: value.mark?.column)
        }
    }

    /// The place of `field` in the file, for messages.
    func location(of field: Field) -> SourceLocation {
        SourceLocation(file: path, line: field.line, column: field.column, jsonPath: field.jsonPath)
    }

    private static func location(_ path: String, _ mark: Mark?) -> SourceLocation {
        SourceLocation(file: path, line: mark?.line, column: mark?.column)
    }

    private static func problem(_ error: YamlError, path: String) -> ImportError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let text = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            let hint = text.contains("cannot start any token") ? " (YAML does not allow tabs to indent)" : ""
            return .invalidExport(location(path, mark), message: "malformed YAML: \(text)\(hint)")
        case .reader(let problem, let offset, _, _):
            return .invalidExport(
                SourceLocation(file: path), message: "malformed YAML at byte \(offset ?? 0): \(problem)")
        default:
            return .invalidExport(SourceLocation(file: path), message: "malformed YAML: \(error)")
        }
    }
}

/// The read fields of a JSON comment file, through the fixtures' decoder (JSON's own rules, such
/// as `\ud83d\ude00` escapes, and a value of the wrong type named by line, column and path).
private struct StaticmanJSONFields: Decodable {
    var fields: [String: StaticmanFile.Field] = [:]

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for key in container.allKeys where StaticmanFile.readFields.contains(key.stringValue) {
            if try container.decodeNil(forKey: key) { continue }
            let text: String
            if let string = try? container.decode(String.self, forKey: key) {
                text = string
            } else if let integer = try? container.decode(Int64.self, forKey: key) {
                text = String(integer)
            } else if let number = try? container.decode(Double.self, forKey: key) {
                text = String(number)
            } else {
                // Throws the decoder's error, with the value's place.
                text = try container.decode(String.self, forKey: key)
            }
            if text.allSatisfy(\.isWhitespace) { continue }
            fields[key.stringValue] = StaticmanFile.Field(text: text, jsonPath: key.stringValue)
        }
    }
}
