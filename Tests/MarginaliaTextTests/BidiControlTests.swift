import MarginaliaText
import Testing

@Suite("Bidi controls")
struct BidiControlTests {
    @Test("the switch names exactly the scalars Unicode gives the Bidi_Control property")
    func matchesTheUnicodeProperty() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if String.isBidiControl(scalar) != scalar.properties.isBidiControl { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty)
    }

    @Test(
        "every bidi control goes, every other character stays",
        arguments: [
            ("Ada", "Ada"), ("Ada\u{202E}", "Ada"), ("\u{202E}gnp.exe", "gnp.exe"), ("a\u{2066}b\u{2069}c", "abc"),
            ("\u{200F}שלום\u{200E}", "שלום"), ("ع\u{061C}ر", "عر"), ("\u{202A}\u{202B}\u{202C}\u{202D}", ""),
            ("👩\u{200D}💻", "👩\u{200D}💻"), ("", ""),
        ])
    func strips(text: String, expected: String) {
        #expect(text.withoutBidiControls == expected)
        #expect(expected.withoutBidiControls == expected)
    }
}
