import MarginaliaText

/// What one fuzz input exercises. The first byte of the input chooses the mode (modulo the number
/// of modes); the rest of the input is the payload.
enum FuzzMode: Int, CaseIterable, Sendable {
    /// The payload is a content folder, its files separated by the byte 0x1E, loaded by `ContentStore`.
    case content
    /// The payload is a comment body, rendered by `CMarkRenderer`.
    case markdown
    /// The payload is a comments file, decoded whole and in the pieces `JSONArraySplitter` cuts.
    case splitter
    /// The payload is a URL or a name, checked by `SafeURL` and the text clean-ups.
    case text

    /// The mode a first byte selects.
    init(selector: UInt8) {
        self = Self.allCases[Int(selector) % Self.allCases.count]
    }

    /// The first byte that selects this mode (used to write seeds).
    var selector: UInt8 { UInt8(rawValue) }
}
