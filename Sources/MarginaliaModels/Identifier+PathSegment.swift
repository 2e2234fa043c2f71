import MarginaliaText

extension Identifier {
    /// The longest id that may become a folder name.
    public static let maximumPathSegmentLength = 128

    /// Whether the id can be used as a folder name in a URL: 1 to 128 ASCII letters, digits,
    /// '-', '_' or '.', not starting with '.'. Post and friend ids become folders and comment ids
    /// anchors and links, so the content check requires it of every id.
    public var isSafePathSegment: Bool {
        // Every allowed character is one ASCII byte, so bytes can be checked (and counted).
        let bytes = rawValue.utf8
        guard let first = bytes.first, first != UInt8(ascii: "."), bytes.count <= Self.maximumPathSegmentLength else {
            return false
        }
        return !bytes.containsByte(where: { !Self.isPathSegmentByte($0) })
    }

    private static func isPathSegmentByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}
