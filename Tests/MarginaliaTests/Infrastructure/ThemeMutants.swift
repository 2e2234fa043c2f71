import Foundation
import MarginaliaTemplates

/// The bundled theme (`Templates/`) in memory, and the mistakes the mutation test plants in it.
struct BundledTheme {
    /// Template name (`partials/comment-cell`) → text.
    let templates: [String: String]

    /// Reads every `*.mustache` file of `Templates/`.
    static func read() throws -> BundledTheme {
        let root = PackagePaths.templates
        var templates: [String: String] = [:]
        for path in FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
        where path.hasSuffix(".mustache") {
            templates[String(path.dropLast(".mustache".count))] = try String(
                contentsOfFile: "\(root)/\(path)", encoding: .utf8)
        }
        return BundledTheme(templates: templates)
    }
}

/// A tag of a template as written (the bundled theme keeps the default delimiters).
struct ThemeTag {
    /// The byte offset of its `{{`, and of the byte after its closing braces.
    let start: Int
    let end: Int
    /// `#`, `^`, `/`, `!`, `>`, `<`, `$`, `&`, `%`, `{` (triple mustache) or "" (a variable).
    let sigil: String
    let name: String
    /// Whether it stands inside a parent call (`{{<x}}…{{/x}}`) and outside its blocks.
    let inParentCall: Bool

    /// Every tag of `text`, in order.
    static func all(in text: String) -> [ThemeTag] {
        let bytes = Array(text.utf8)
        var tags: [ThemeTag] = []
        var open: [(sigil: String, name: String)] = []
        var offset = 0
        while let start = find("{{", in: bytes, from: offset) {
            let triple = start + 2 < bytes.count && bytes[start + 2] == UInt8(ascii: "{")
            guard let close = find(triple ? "}}}" : "}}", in: bytes, from: start + 2) else { break }
            let end = close + (triple ? 3 : 2)
            var inside = String(decoding: bytes[(start + 2)..<close], as: UTF8.self)
            var sigil = ""
            if let first = inside.first, "#^/!><$&%{".contains(first) {
                sigil = String(first)
                inside.removeFirst()
            }
            let name = inside.trimmingCharacters(in: .whitespacesAndNewlines)
            let inParentCall = open.last?.sigil == "<"
            tags.append(ThemeTag(start: start, end: end, sigil: sigil, name: name, inParentCall: inParentCall))
            switch sigil {
            case "#", "^", "$", "<": open.append((sigil, name))
            case "/": if !open.isEmpty { open.removeLast() }
            default: break
            }
            offset = end
        }
        return tags
    }

    private static func find(_ needle: String, in bytes: [UInt8], from offset: Int) -> Int? {
        let needle = Array(needle.utf8)
        guard bytes.count >= needle.count, offset <= bytes.count - needle.count else { return nil }
        return (offset...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }
}

/// One planted mistake: the theme with it, and where and how loading must report it.
struct ThemeMutant: CustomStringConvertible {
    let kind: String
    let templates: [String: String]
    /// The template planted in, and the 1-based line and column the report must name.
    let template: String
    let line: Int
    let column: Int
    /// Whether the report is a warning (the theme still loads) rather than an error.
    let isWarning: Bool
    /// Whether a reported problem is this mistake's.
    let matches: @Sendable (TemplateProblem.Kind) -> Bool

    var description: String { "\(kind) in \(template).mustache:\(line):\(column)" }

    /// The theme with `text` replacing bytes `start..<end` of `template`; reported at byte
    /// `reportedAt` of the edited text.
    init(
        _ kind: String, in theme: [String: String], template: String, replacing range: Range<Int>, with text: String,
        reportedAt offset: Int, isWarning: Bool = false, matches: @escaping @Sendable (TemplateProblem.Kind) -> Bool
    ) {
        var bytes = Array(theme[template, default: ""].utf8)
        bytes.replaceSubrange(range, with: Array(text.utf8))
        var templates = theme
        templates[template] = String(decoding: bytes, as: UTF8.self)
        self.kind = kind
        self.templates = templates
        self.template = template
        (line, column) = Self.location(of: offset, in: bytes)
        self.isWarning = isWarning
        self.matches = matches
    }

    /// A new template `template` beside the theme's, reported at its start.
    init(
        _ kind: String, adding template: String, text: String, to theme: [String: String],
        matches: @escaping @Sendable (TemplateProblem.Kind) -> Bool
    ) {
        var templates = theme
        templates[template] = text
        self.kind = kind
        self.templates = templates
        self.template = template
        (line, column) = (1, 1)
        isWarning = true
        self.matches = matches
    }

    /// The 1-based line and column (in Unicode scalars) of byte `offset`, as the engine counts.
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let scalars = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count
        return (before.filter { $0 == UInt8(ascii: "\n") }.count + 1, scalars + 1)
    }
}
