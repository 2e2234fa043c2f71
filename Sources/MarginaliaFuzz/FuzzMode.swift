import MarginaliaText

/// What one fuzz input exercises. The first byte of the input chooses the mode (modulo
/// `selectorCount`); the rest of the input is the payload.
enum FuzzMode: Int, CaseIterable, Sendable {
    /// The payload is a content folder, its files separated by the byte 0x1E, loaded by `ContentStore`.
    case content = 0
    /// The payload is a comment body, rendered by `CMarkRenderer`.
    case markdown = 1
    /// The payload is a comments file, decoded whole and in the pieces `JSONArraySplitter` cuts.
    case splitter = 2
    /// The payload is a URL or a name, checked by `SafeURL` and the text clean-ups.
    case text = 3
    /// The payload is a theme, its templates separated by the byte 0x1E, loaded against the view
    /// models and, when it loads, used to render the demo site (`ThemeCheck`).
    case theme = 5

    /// How many first bytes select a mode; 4 belongs to the request mode of another branch, and
    /// selects nothing here.
    static let selectorCount = 6

    /// The mode a first byte selects, if any.
    init?(selector: UInt8) {
        guard let mode = Self(rawValue: Int(selector) % Self.selectorCount) else { return nil }
        self = mode
    }

    /// The first byte that selects this mode (used to write seeds).
    var selector: UInt8 { UInt8(rawValue) }
}
