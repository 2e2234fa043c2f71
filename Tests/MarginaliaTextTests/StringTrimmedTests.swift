import MarginaliaText
import Testing

@Suite("Trimmed text")
struct StringTrimmedTests {
    @Test(
        "leading and trailing Unicode white space goes, inner space stays",
        arguments: [
            ("Ada", "Ada"), ("Ada Lovelace", "Ada Lovelace"), ("  Ada ", "Ada"), ("\tAda\n", "Ada"),
            ("\u{00A0}Ada\u{2003}", "Ada"), ("\u{3000}李\u{3000}", "李"), ("A\u{00A0}", "A"), ("\u{2028}B", "B"),
            ("é", "é"), ("", ""), ("   ", ""), ("\u{00A0}\u{2003}", ""), ("a", "a"), ("~", "~"),
        ])
    func trims(text: String, expected: String) {
        #expect(text.trimmed == expected)
    }
}
