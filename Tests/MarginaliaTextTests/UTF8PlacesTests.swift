import MarginaliaText
import Testing

@Suite("Places in UTF-8 text")
struct UTF8PlacesTests {
    @Test("a column counts Unicode scalars, not bytes, and a new line starts at column 1")
    func columnsCountScalars() {
        // "é" is 2 bytes, "€" 3, "😀" 4: each is one column.
        let bytes = Array("aé€😀x\n  y".utf8)
        let x = bytes.firstIndex(of: UInt8(ascii: "x"))!
        let y = bytes.firstIndex(of: UInt8(ascii: "y"))!
        #expect(bytes.lineAndColumn(ofOffset: 0) == (1, 1))
        #expect(bytes.lineAndColumn(ofOffset: x) == (1, 5))
        #expect(bytes.lineAndColumn(ofOffset: y) == (2, 3))
        // Every offset agrees with counting the scalars of the text before it.
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            let before = String(decoding: bytes[..<offset], as: UTF8.self)
            let line = before.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(bytes.lineAndColumn(ofOffset: offset) == (line.count, line.last!.unicodeScalars.count + 1))
        }
    }

    @Test("offsets outside the text count to its ends")
    func outsideOffsets() {
        let bytes = Array("ab\nc".utf8)
        #expect(bytes.lineAndColumn(ofOffset: -3) == (1, 1))
        #expect(bytes.lineAndColumn(ofOffset: 99) == (2, 2))
    }

    @Test("the first byte that is not UTF-8 is found; valid text has none")
    func firstInvalidByte() {
        #expect(Array("aé€😀".utf8).firstInvalidUTF8Offset == nil)
        #expect([UInt8]().firstInvalidUTF8Offset == nil)
        #expect(([0x61, 0x62, 0xFF, 0x63] as [UInt8]).firstInvalidUTF8Offset == 2)
        // A lead byte without its continuation, after a two-byte "é".
        #expect(([0xC3, 0xA9, 0xE2, 0x82] as [UInt8]).firstInvalidUTF8Offset == 2)
    }
}
