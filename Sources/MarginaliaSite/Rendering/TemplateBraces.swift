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
    /// `html` with every `{` and `}` written as a character reference.
    static func escaped(_ html: [UInt8]) -> [UInt8] {
        guard html.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return html }
        var result: [UInt8] = []
        result.reserveCapacity(html.count + 64)
        for byte in html {
            switch byte {
            case UInt8(ascii: "{"): result.append(contentsOf: "&#123;".utf8)
            case UInt8(ascii: "}"): result.append(contentsOf: "&#125;".utf8)
            default: result.append(byte)
            }
        }
        return result
    }
}
