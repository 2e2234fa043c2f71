/// A message's text split at its placeholders: "{count} replies" is the placeholder `count`
/// followed by the text " replies".
///
/// A placeholder is `{name}`, its name an ASCII letter or `_` followed by ASCII letters, digits
/// or `_`. A message has no other braces: a `{` that opens no placeholder, or a `}` that closes
/// none, is a mistake (`MessagePatternError`).
public struct MessagePattern: Sendable, Equatable {
    /// A run of text or a placeholder.
    public enum Segment: Sendable, Equatable {
        case text(String)
        case placeholder(String)
    }

    public let segments: [Segment]
    /// For each placeholder, in order, the index (in Unicode scalars) of its `{`: where the
    /// checker points when the placeholder is not declared.
    let placeholderStarts: [Int]

    /// The placeholders' names in order of appearance, with repeats.
    public var placeholders: [String] {
        segments.compactMap {
            if case .placeholder(let name) = $0 { name } else { nil }
        }
    }

    /// Splits `text`; the error gives the index (in Unicode scalars) of the brace at fault.
    public init(parsing text: String) throws(MessagePatternError) {
        var segments: [Segment] = []
        var placeholderStarts: [Int] = []
        var literal = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        var position = 0
        while let scalar = scalars.first {
            switch scalar {
            case "{":
                let name = scalars.dropFirst().prefix { Self.isNameScalar($0) }
                guard let first = name.first, !("0"..."9").contains(first),
                    scalars.dropFirst(1 + name.count).first == "}"
                else { throw MessagePatternError(scalarIndex: position) }
                if !literal.isEmpty { segments.append(.text(String(literal))) }
                literal = String.UnicodeScalarView()
                segments.append(.placeholder(String(String.UnicodeScalarView(name))))
                placeholderStarts.append(position)
                scalars = scalars.dropFirst(name.count + 2)
                position += name.count + 2
            case "}":
                throw MessagePatternError(scalarIndex: position)
            default:
                literal.append(scalar)
                scalars = scalars.dropFirst()
                position += 1
            }
        }
        if !literal.isEmpty { segments.append(.text(String(literal))) }
        self.segments = segments
        self.placeholderStarts = placeholderStarts
    }

    /// The text with each placeholder replaced by its value; a placeholder without a value is
    /// left out. The result is plain text: escaping it is the renderer's job.
    public func text(_ values: [String: String]) -> String {
        Self.text(of: segments[...]) { values[$0] }
    }

    /// The text with each placeholder replaced by `value(name)`: for a caller that has its few
    /// values at hand and need not gather them into a dictionary.
    public func text(_ value: (_ name: String) -> String?) -> String {
        Self.text(of: segments[...], value)
    }

    /// The text of some of a pattern's segments, each placeholder replaced by `value(name)`.
    static func text(of segments: ArraySlice<Segment>, _ value: (_ name: String) -> String?) -> String {
        segments.reduce(into: "") { result, segment in
            switch segment {
            case .text(let text): result += text
            case .placeholder(let name): result += value(name) ?? ""
            }
        }
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}

/// A brace in a message that opens or closes no placeholder, at `scalarIndex` (0-based, in
/// Unicode scalars of the message).
public struct MessagePatternError: Error, Sendable, Equatable {
    public let scalarIndex: Int
}
