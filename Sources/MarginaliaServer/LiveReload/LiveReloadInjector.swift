import MarginaliaModels
import MarginaliaText

/// Adds the live-reload `<script src>` tag to an HTML response (never to a file on disk).
///
/// The tag goes before the last `</body>` (any letter case); a page without one gets it at the
/// end, where an HTML parser still puts it into the body. The tag names the file served and the
/// build and server the page comes from, so that the script can tell whether it missed a change.
enum LiveReloadInjector {
    /// The tag for a page.
    static func tag(file: String, build: Int, server: String) -> String {
        "<script src=\"\(DevServerPaths.script)\" data-file=\"\(file.attributeEscaped)\" data-build=\"\(build)\" data-server=\"\(server.attributeEscaped)\"></script>"
    }

    /// `html` with `tag` inserted.
    static func inject(_ tag: String, into html: [UInt8]) -> [UInt8] {
        var result = html
        if let closingBody = lastClosingBody(in: html) {
            result.insert(contentsOf: Array(tag.utf8) + [UInt8(ascii: "\n")], at: closingBody)
        } else {
            if let last = result.last, last != UInt8(ascii: "\n") { result.append(UInt8(ascii: "\n")) }
            result += Array(tag.utf8) + [UInt8(ascii: "\n")]
        }
        return result
    }

    /// The offset of the last `</body` (ASCII case-insensitive).
    private static func lastClosingBody(in html: [UInt8]) -> Int? {
        let needle = Array("</body".utf8)
        guard html.count >= needle.count else { return nil }
        var start = html.count - needle.count
        while start >= 0 {
            var matches = true
            for offset in 0..<needle.count where lowercased(html[start + offset]) != needle[offset] {
                matches = false
                break
            }
            if matches { return start }
            start -= 1
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
