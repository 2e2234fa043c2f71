import Foundation
import MarginaliaModels
import MarginaliaText

/// Decodes one fixture file, turning `DecodingError` into a `ContentProblem` that names the file,
/// the line and column, and the JSON path.
public struct FixtureDecoder: Sendable {
    /// The name of the file in messages, relative to the content folder.
    public let file: String

    public init(file: String) {
        self.file = file
    }

    /// Decodes `data`, or throws one problem saying where and what is wrong.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(ContentError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw ContentError([problem(for: error, in: data)])
        } catch {
            throw ContentError([ContentProblem(.unreadable(reason: "\(error)"), at: SourceLocation(file: file))])
        }
    }

    private func problem(for error: DecodingError, in data: Data) -> ContentProblem {
        let locator = JSONLocator(bytes: Array(data))
        // The decoder works lazily, so a wrong type can be met before a syntax error further on:
        // the text itself is checked first.
        if let offset = locator.bytes.firstInvalidUTF8Offset {
            return ContentProblem(.invalidUTF8, at: location(locator, offset: offset, path: []))
        }
        if let (offset, expected) = locator.scan().syntaxError {
            return ContentProblem(.syntax(expected: expected), at: location(locator, offset: offset, path: []))
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return ContentProblem(.invalidValue(context.debugDescription), at: SourceLocation(file: file))
        case .dataCorrupted(let context):
            return problem(.invalidValue(Self.sentence(context.debugDescription)), locator, context.codingPath)
        case .keyNotFound(let key, let context):
            return problem(.missingKey(key.stringValue), locator, context.codingPath)
        case .valueNotFound(let type, let context):
            return problem(.typeMismatch(expected: Self.describe(type) + ", found null"), locator, context.codingPath)
        case .typeMismatch(let type, let context):
            var expected = Self.describe(type)
            if let found = context.debugDescription.range(of: "found ") {
                expected += ", " + context.debugDescription[found.lowerBound...].trimmingCharacters(in: ["."])
            }
            return problem(.typeMismatch(expected: expected), locator, context.codingPath)
        @unknown default:
            return ContentProblem(.invalidValue("\(error)"), at: SourceLocation(file: file))
        }
    }

    private func problem(_ kind: ContentProblem.Kind, _ locator: JSONLocator, _ codingPath: [any CodingKey])
        -> ContentProblem
    {
        let components = codingPath.map { key in
            key.intValue.map(JSONLocator.Component.index) ?? .key(key.stringValue)
        }
        let offset = locator.scan(target: components).targetOffset
        return ContentProblem(kind, at: location(locator, offset: offset, path: components))
    }

    private func location(_ locator: JSONLocator, offset: Int?, path: [JSONLocator.Component]) -> SourceLocation {
        let position = offset.map { locator.lineAndColumn(of: $0) }
        return SourceLocation(file: file, line: position?.line, column: position?.column, jsonPath: Self.format(path))
    }

    /// `[12].author.name`
    static func format(_ path: [JSONLocator.Component]) -> String {
        var text = ""
        for component in path {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is Date.Type: "an ISO 8601 date string"
        case is Identifier.Type: "a string or integer id"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    private static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst().trimmingCharacters(in: ["."])
    }
}
