import Foundation

extension OutputTree {
    /// How the tree `actual` differs from `expected` (both from `snapshot`), or `nil` if they are
    /// equal file for file and byte for byte: the files missing, the extra ones, the ones that
    /// differ, and the first differing line of the first of those.
    static func differences(_ actual: [String: Data], _ expected: [String: Data]) -> String? {
        let missing = expected.keys.filter { actual[$0] == nil }.sorted()
        let extra = actual.keys.filter { expected[$0] == nil }.sorted()
        let differing = expected.keys.filter { actual[$0] != nil && actual[$0] != expected[$0] }.sorted()
        if missing.isEmpty && extra.isEmpty && differing.isEmpty { return nil }
        var lines: [String] = []
        if !missing.isEmpty { lines.append("missing: \(missing)") }
        if !extra.isEmpty { lines.append("extra: \(extra)") }
        if !differing.isEmpty { lines.append("different: \(differing)") }
        if let path = differing.first, let got = actual[path], let wanted = expected[path] {
            lines.append(firstDifferentLine(path, got, wanted))
        }
        return lines.joined(separator: "\n")
    }

    private static func firstDifferentLine(_ path: String, _ actual: Data, _ expected: Data) -> String {
        let got = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let wanted = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(got, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, wanted.count)
        let shown = { (lines: [Substring]) in line < lines.count ? String(lines[line].prefix(300)) : "(end of file)" }
        return "\(path) line \(line + 1):\n  incremental: \(shown(got))\n  full build:  \(shown(wanted))"
    }
}
