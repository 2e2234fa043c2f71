import Foundation
import MarginaliaLocale
import Testing

/// README.md's list of message keys is the catalog's: made from the declarations, so that a
/// message added, removed or given other placeholders shows up as a difference here.
@Suite("The README's message keys")
struct MessageKeysReadmeTests {
    static let start = "<!-- message keys: made from MessageCatalog.site, checked by MessageKeysReadmeTests -->"
    static let end = "<!-- end of message keys -->"

    /// The table as the README has it: one row per message, in catalog order.
    static func table(_ catalog: MessageCatalog) -> String {
        let rows = catalog.declarations.map { declaration in
            let placeholders = declaration.allowedPlaceholders.map { "`{\($0)}`" }.joined(separator: ", ")
            return "| `\(declaration.key)` | \(declaration.isCounted ? "yes" : "") | \(placeholders) |"
        }
        return (["| key | counted | placeholders |", "| --- | --- | --- |"] + rows).joined(separator: "\n")
    }

    @Test func theReadmeListsEveryMessageOfTheCatalog() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let from = try #require(text.range(of: Self.start)).upperBound
        let to = try #require(text.range(of: Self.end, range: from..<text.endIndex)).lowerBound
        let expected = Self.table(.site)
        #expect(
            text[from..<to].trimmingCharacters(in: .whitespacesAndNewlines) == expected,
            "README.md's list of message keys should be:\n\(expected)")
    }
}
