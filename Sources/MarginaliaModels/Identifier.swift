import MarginaliaText

/// The id of a record in the fixtures.
///
/// Exports disagree on whether ids are strings or numbers (`"c12"` or `12`), so both decode; the
/// value is kept as text, which is also what appears in URLs and anchors.
public struct Identifier: Hashable, Sendable, Comparable {
    /// The id as text, exactly as it appeared in the fixture.
    public let rawValue: String

    /// Creates an id from its text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static func < (lhs: Identifier, rhs: Identifier) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension Identifier: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self.init(text.withoutControlCharacters)
        } else if let number = try? container.decode(Int64.self) {
            self.init(String(number))
        } else {
            throw DecodingError.typeMismatch(
                Identifier.self,
                .init(codingPath: decoder.codingPath, debugDescription: "Expected a string or an integer id.")
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension Identifier: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension Identifier: CustomStringConvertible {
    public var description: String { rawValue }
}
