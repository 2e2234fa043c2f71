extension Identifier {
    /// The longest id that may become a folder name.
    public static let maximumPathSegmentLength = 128

    /// Whether the id can be used as a folder name in a URL: 1 to 128 ASCII letters, digits,
    /// '-', '_' or '.', not starting with '.'. Post and friend ids become folders and comment ids
    /// anchors and links, so the content check requires it of every id.
    public var isSafePathSegment: Bool {
        let scalars = rawValue.unicodeScalars
        guard let first = scalars.first, first != ".", scalars.count <= Self.maximumPathSegmentLength else { return false }
        return scalars.allSatisfy(Self.isPathSegmentScalar)
    }

    /// Whether a character may appear in a safe path segment.
    public static func isPathSegmentScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
        default: false
        }
    }
}
