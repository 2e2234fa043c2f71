import CMark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders CommonMark with cmark, the C reference implementation. Every cmark call of the project
/// is in this file.
///
/// cmark's default is safe (since 0.29): raw HTML becomes `<!-- raw HTML omitted -->` and
/// `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs are emptied. `CMARK_OPT_UNSAFE` is
/// never passed. Smart punctuation is on; fenced code keeps its `language-…` class.
public struct CMarkRenderer: MarkdownRendering {
    /// Options passed to cmark: smart punctuation, safe by default.
    let options: Int32 = CMARK_OPT_SMART

    public init() {}

    public func html(fromMarkdown markdown: String) -> String {
        var markdown = markdown
        return markdown.withUTF8 { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return "" }
            let bytes = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            guard let html = cmark_markdown_to_html(bytes, buffer.count, options) else { return "" }
            defer { free(html) }
            return String(cString: html)
        }
    }
}
