import Foundation
import Testing

/// The demo's pages say which way their text runs: `dir="rtl"` on `<html>` in a language CLDR
/// writes right to left, no `dir` (HTML's default, left to right) in the others.
@Suite("Right-to-left pages")
struct RightToLeftPagesTests {
    /// Each page's `<html …>` start tag.
    private static func htmlStartTags(_ pages: [String: String]) -> [String: String] {
        pages.mapValues { page in page.firstMatch(of: /<html[^>]*>/).map { String($0.output) } ?? "" }
    }

    @Test(
        "every page of an Arabic build runs right to left",
        arguments: [("ar", "<html lang=\"ar\" dir=\"rtl\">"), ("ar-EG", "<html lang=\"ar-EG\" dir=\"rtl\">")])
    func arabic(language: String, startTag: String) async throws {
        let tags = Self.htmlStartTags(try await DemoInLanguage.pages(language: language))
        #expect(tags.count > 10)
        for (path, tag) in tags.sorted(by: { $0.key < $1.key }) {
            // The demo's post in a language of its own keeps it: German, left to right.
            let expected = try DemoInLanguage.ownLanguage(ofPageAt: path).map { "<html lang=\"\($0)\">" } ?? startTag
            #expect(tag == expected, "\(path)")
        }
    }

    @Test func noPageOfAnEnglishBuildCarriesADirection() async throws {
        let pages = try await DemoInLanguage.pages(language: "en")
        let tags = Self.htmlStartTags(pages)
        #expect(tags.count > 10)
        for (path, tag) in tags.sorted(by: { $0.key < $1.key }) {
            let language = try DemoInLanguage.ownLanguage(ofPageAt: path) ?? "en"
            #expect(tag == "<html lang=\"\(language)\">", "\(path)")
            #expect(!(pages[path] ?? "").contains("dir=\"rtl\""), "\(path)")
        }
    }
}
