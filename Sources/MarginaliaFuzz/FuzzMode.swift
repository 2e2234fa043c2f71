import Foundation

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
    /// The payload is what a client sends on one connection, answered by the development server's
    /// request handling (`RequestCheck`).
    case request = 4
    /// The payload is a theme, its templates separated by the byte 0x1E, loaded against the view
    /// models and, when it loads, used to render the demo site (`ThemeCheck`).
    case theme = 5
    /// The payload is what a client sends on one connection, answered by the intake's routes over
    /// the demo (`IntakeCheck`).
    case intake = 6

    /// How many values of the first byte select a mode.
    static let selectorCount = allCases.count

    /// The mode a first byte selects.
    init(selector: UInt8) {
        self = Self.allCases[Int(selector) % Self.selectorCount]
    }

    /// The only mode to fuzz, from `MARGINALIA_FUZZ_ONLY` (a mode's name, as `Fuzz/run --only`
    /// sets it); `nil` for all. Inputs of other modes are then skipped, so that libFuzzer's
    /// changes to the first byte do not wander off into them.
    static let only: FuzzMode? = ProcessInfo.processInfo.environment["MARGINALIA_FUZZ_ONLY"].flatMap { name in
        allCases.first { "\($0)" == name }
    }

    /// Whether the mode's checks are `async` (run through `CallerThreadExecutor` under libFuzzer).
    var isAsync: Bool {
        switch self {
        case .content, .request, .intake: true
        case .markdown, .splitter, .text, .theme: false
        }
    }

    /// The first byte that selects this mode (used to write seeds).
    var selector: UInt8 { UInt8(rawValue) }
}
