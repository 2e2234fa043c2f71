import MarginaliaText
import Testing

@Suite("Folding blank lines")
struct BlankLineFoldingTests {
    /// Writes `text` through the folding, each line feed ending a line.
    private func folded(_ text: String) -> String {
        var lines = BlankLineFolding(capacity: 0)
        let split = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for line in split.dropLast() {
            Array(line).withUnsafeBufferPointer { lines.append($0) }
            lines.endLine()
        }
        for byte in split.last ?? [] { lines.append(byte) }
        return String(decoding: lines.finished(), as: UTF8.self)
    }

    @Test func aRunOfBlankLinesBecomesOne() {
        #expect(folded("a\n\n\n\nb") == "a\n\nb")
        #expect(folded("a\n \t\r\n\t\nb") == "a\n \t\r\nb")
    }

    /// The line break after the last kept line goes when the line after it is dropped.
    @Test func blankLinesAtTheStartAreDroppedAndTheLastLineBreakToo() {
        #expect(folded("\n\n  \na\n") == "a\n")
        #expect(folded("a\n\n") == "a\n")
        #expect(folded("") == "")
    }

    @Test func aFormFeedMakesAnASCIILineTextButUnicodeWhiteSpaceIsBlank() {
        #expect(folded("a\n\n\u{0C}\nb") == "a\n\n\u{0C}\nb")
        #expect(folded("a\n\n\u{A0}\u{0C}\u{2003}\nb") == "a\n\nb")
        #expect(folded("a\n\n\u{A0}x\nb") == "a\n\n\u{A0}x\nb")
    }

    @Test func aReusedBufferStartsEmpty() {
        var storage = Array("left over".utf8)
        var lines = BlankLineFolding(reusing: &storage, capacity: 4)
        #expect(storage.isEmpty)
        lines.append(UInt8(ascii: "x"))
        #expect(lines.finished() == [UInt8(ascii: "x")])
    }
}
