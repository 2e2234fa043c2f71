import Foundation
import MarginaliaTestSupport
import Testing

@testable import MarginaliaText

@Suite("Script-safe JSON")
struct ScriptSafeJSONTests {
    /// Pieces that need an escape, and plain runs of several lengths, so escapes fall at every
    /// place in and across the eight-byte words that the scan reads.
    private static let pieces = [
        "a", "plain text", "0123456789abcdef", "\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{01}", "\u{1F}",
        "<", ">", "&", "</script>", "\u{2028}", "\u{2029}", "\u{2027}", "—", "é", "李", "🎉", "\u{7F}",
    ]

    @Test("random strings read back as they were, with no raw <, >, &, U+2028 or U+2029")
    func randomStringsRoundTrip() throws {
        var random = SplitMix(seed: 29)
        for _ in 0..<2_000 {
            let value = (0..<Int(random.next() % 12)).map { _ in
                Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
            }
            .joined()
            let suffix = Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
            var json = ScriptSafeJSON()
            json.beginArray()
            json.string(value)
            json.string(value, followedBy: suffix)
            json.endArray()
            let text = String(decoding: json.bytes, as: UTF8.self)
            #expect(!text.contains(where: { "<>&\u{2028}\u{2029}".contains($0) }), "\(text.debugDescription)")
            let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
            #expect(decoded == [value, value + suffix], "\(value.debugDescription)")
        }
    }

    @Test("members and elements are separated by commas, and a key's value takes none")
    func separators() {
        var json = ScriptSafeJSON()
        json.beginObject()
        json.key("a")
        json.beginArray()
        json.int(1)
        json.beginObject()
        json.endObject()
        json.string("x")
        json.endArray()
        json.key("b")
        json.beginArray()
        json.endArray()
        json.key("c")
        json.int(-2)
        json.endObject()
        #expect(String(decoding: json.bytes, as: UTF8.self) == #"{"a":[1,{},"x"],"b":[],"c":-2}"#)
    }
}
