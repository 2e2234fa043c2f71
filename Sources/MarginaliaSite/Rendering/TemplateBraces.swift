import MarginaliaText

/// Keeps a blog's template engine from reading a stranger's text as its own code.
///
/// Jekyll, and other generators whose includes are templates themselves (Liquid, Jinja, Go
/// templates read as templates), run `{{ … }}` and `{% … %}` in an included file: a comment
/// saying `{% include secrets.txt %}` would be executed by the blog's build. The embeddable
/// thread therefore holds no braces: each is written as a character reference (`&#123;`,
/// `&#125;`), which HTML reads as the same character in text and in attribute values. The
/// fragment holds no `<script>` or `<style>`, the only elements where a reference would stay
/// as written.
enum TemplateBraces {
    /// `html` with every `{` and `}` written as a character reference. Runs without braces are
    /// copied whole.
    static func escaped(_ html: [UInt8]) -> [UInt8] {
        html.withUnsafeBufferPointer { bytes in
            guard var brace = bytes.firstIndex(where: isBrace, wordMayMatch: mayHoldBrace) else { return html }
            var result: [UInt8] = []
            result.reserveCapacity(html.count + 64)
            var runStart = 0
            while true {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<brace]))
                result.append(contentsOf: bytes[brace] == UInt8(ascii: "{") ? opening : closing)
                runStart = brace + 1
                guard let next = bytes.firstIndex(from: runStart, where: isBrace, wordMayMatch: mayHoldBrace) else {
                    break
                }
                brace = next
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
            return result
        }
    }

    private static let opening = Array("&#123;".utf8)
    private static let closing = Array("&#125;".utf8)

    private static func mayHoldBrace(_ word: UInt64) -> Bool {
        ByteWords.contains(UInt8(ascii: "{"), in: word) || ByteWords.contains(UInt8(ascii: "}"), in: word)
    }

    private static func isBrace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }
}
