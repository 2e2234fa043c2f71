import MarginaliaModels
import MarginaliaText
import Testing

/// Inputs the fuzzer found (Fuzz/README.md) in the checks of untrusted URLs.
@Suite("Fuzz findings: URLs")
struct TextFindingsTests {
    /// U+FFFE and U+FFFF are not control characters to Unicode, so they passed, but XML forbids
    /// them and links and avatars reach the feed; the rest of the project strips them with the
    /// control characters.
    @Test(
        "a URL with a non-character is refused",
        arguments: [
            "https://e.com/a\u{FFFE}b",
            "https://e.com/\u{FFFF}",
            "mailto:a\u{FFFE}@e.com",
            "\u{FFFE}https://e.com/",
        ])
    func nonCharacter(url: String) {
        #expect(SafeURL.checked(url) == nil)
        #expect(SafeURL.checkedImageSource(url) == nil)
    }

    @Test(
        "a relative image source with a non-character is refused",
        arguments: [
            "\u{FFFE}", "../../assets/avatars/\u{FFFF}.png",
        ])
    func relativeNonCharacter(source: String) {
        #expect(SafeURL.checkedImageSource(source) == nil)
    }

    @Test func otherNonASCIITextStaysAllowed() {
        #expect(SafeURL.checked("https://例え.jp/ü?q=€") == "https://例え.jp/ü?q=€")
        #expect(SafeURL.checkedImageSource("../assets/ü.png") == "../assets/ü.png")
    }
}
