import MarginaliaTestSupport
import MarginaliaText
import Testing

/// The eight-bytes-at-once tests against the same tests made byte by byte.
@Suite("Byte words")
struct ByteWordsTests {
    static func bytes(of word: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
    }

    /// Words of random bytes, and words where one byte is set to each value in turn.
    static func words() -> [UInt64] {
        var generator = SplitMix(seed: 3)
        var words = (0..<20_000).map { _ in generator.next() }
        for byte in 0...255 {
            for position in 0..<8 {
                let filler = UInt64(0x4141_4141_4141_4141)
                words.append(filler & ~(0xFF << (8 * UInt64(position))) | UInt64(byte) << (8 * UInt64(position)))
            }
        }
        return words
    }

    @Test(arguments: [0x00, 0x0A, 0x20, 0x7B, 0x7D, 0x7F, 0x80, 0xC2, 0xEF, 0xFF] as [UInt8])
    func aWordHoldsAByteExactlyWhenOneOfItsBytesIsIt(byte: UInt8) {
        for word in Self.words() {
            #expect(ByteWords.contains(byte, in: word) == Self.bytes(of: word).contains(byte), "\(word)")
        }
    }

    @Test(arguments: [1, 0x09, 0x20, 0x41, 0x80] as [UInt8])
    func aWordHoldsALowByteExactlyWhenOneOfItsBytesIsBelowTheBound(bound: UInt8) {
        for word in Self.words() {
            #expect(
                ByteWords.containsByte(below: bound, in: word) == Self.bytes(of: word).contains { $0 < bound },
                "\(word)")
        }
    }

    @Test func aScanFindsTheFirstMatchAtAnyPositionAndLengthFromAnyStart() {
        var generator = SplitMix(seed: 11)
        for length in 0..<40 {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0x30...0x7E, using: &generator) }
                let start = Int.random(in: 0...length, using: &generator)
                bytes.withUnsafeBufferPointer { buffer in
                    let found = buffer.firstIndex(
                        from: start, where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") },
                        wordMayMatch: {
                            ByteWords.contains(UInt8(ascii: "{"), in: $0)
                                || ByteWords.contains(UInt8(ascii: "}"), in: $0)
                        })
                    #expect(
                        found == bytes[start...].firstIndex { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") },
                        "length \(length), start \(start)")
                }
            }
        }
    }

    /// Control characters and non-characters are removed wherever they stand, in short and long
    /// text; a no-break space (which starts like a C1 control) stays.
    @Test(arguments: [
        ("plain text\nwith lines\tand tabs\r\n", "plain text\nwith lines\tand tabs\r\n"), ("a\u{1}b", "ab"),
        ("\u{7F}", ""), ("long enough to fill words \u{85} here", "long enough to fill words  here"),
        ("é and ü and \u{00A0}", "é and ü and \u{00A0}"), ("the \u{FFFE} non-character", "the  non-character"),
        ("中文 and русский", "中文 and русский"),
    ])
    func controlCharactersAreRemovedWhereverTheyStand(text: String, expected: String) {
        #expect(text.withoutControlCharacters == expected)
    }
}
