import MarginaliaModels
import MarginaliaText

/// What a rendered comment body may contain, checked tag by tag with a small scanner rather than
/// by searching for strings, so that no spelling of a tag or attribute slips past:
/// - only the tags cmark's safe mode writes, plus our links, each with its own attributes, in
///   lower case and double-quoted, with no `<` or `>` inside a value;
/// - no tag but the `<!-- raw HTML omitted -->` comment starts with `<!`, and no bare `>` in text;
/// - no control characters nor U+FFFE/U+FFFF (what `withoutControlCharacters` removes), which
///   XML forbids: the Atom feed embeds this HTML as XHTML;
/// - every link has `rel="nofollow ugc noopener"` and an `href` that `SafeURL` allows once its
///   character references are decoded; links never nest.
enum RenderedHTMLRules {
    /// Allowed tags and, for each, its allowed attributes.
    static let attributes: [String: Set<String>] = [
        "p": [], "em": [], "strong": [], "blockquote": [], "pre": [], "code": ["class"],
        "ul": [], "ol": ["start"], "li": [], "hr": [], "br": [],
        "h1": [], "h2": [], "h3": [], "h4": [], "h5": [], "h6": [],
        "a": ["href", "rel", "title"],
    ]
    static let selfClosing: Set<String> = ["hr", "br"]
    static let omittedHTML = Array("<!-- raw HTML omitted -->".utf8)
    static let linkRel = "nofollow ugc noopener"

    /// The first rule the HTML breaks, described, or `nil` when it keeps them all.
    static func violation(in html: String) -> String? {
        let bytes = Array(html.utf8)
        if html.lowercased().contains("<script") { return "a script tag" }
        if html.withoutControlCharacters != html { return "a control character" }
        var index = 0
        var insideLink = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"):
                return "a bare '>' at byte \(index)"
            case UInt8(ascii: "<"):
                if bytes[index...].starts(with: omittedHTML) {
                    index += omittedHTML.count
                    continue
                }
                var scanner = TagScanner(bytes: bytes, index: index)
                guard let tag = scanner.scanTag() else {
                    return "a malformed tag at byte \(index): \(excerpt(bytes, from: index))"
                }
                if let broken = violation(in: tag, insideLink: &insideLink) {
                    return "\(broken) at byte \(index): \(excerpt(bytes, from: index))"
                }
                index = scanner.index
            default:
                index += 1
            }
        }
        return insideLink ? "a link that is never closed" : nil
    }

    private static func violation(in tag: Tag, insideLink: inout Bool) -> String? {
        guard let allowed = attributes[tag.name] else { return "a <\(tag.name)> tag" }
        if tag.isClosing {
            guard tag.attributes.isEmpty, !tag.isSelfClosing else { return "a malformed closing tag" }
            if tag.name == "a" {
                guard insideLink else { return "a </a> without a link" }
                insideLink = false
            }
            return nil
        }
        if tag.isSelfClosing != selfClosing.contains(tag.name) { return "a wrongly self-closed <\(tag.name)>" }
        var seen: Set<String> = []
        for (name, value) in tag.attributes {
            guard allowed.contains(name) else { return "a \(name) attribute on <\(tag.name)>" }
            guard seen.insert(name).inserted else { return "a repeated \(name) attribute" }
            switch name {
            case "class" where !value.hasPrefix("language-"): return "a class other than language-…"
            case "start" where value.isEmpty || !value.allSatisfy(\.isASCII) || Int(value) == nil:
                return "a start that is no number"
            default: break
            }
        }
        guard tag.name == "a" else { return nil }
        guard !insideLink else { return "a link inside a link" }
        insideLink = true
        guard tag.attributes.first(where: { $0.name == "rel" })?.value == linkRel else {
            return "a link without rel=\"\(linkRel)\""
        }
        guard let href = tag.attributes.first(where: { $0.name == "href" })?.value else { return "a link without href" }
        let url = decodingCharacterReferences(href)
        guard SafeURL.checked(url) == url else { return "an href SafeURL does not allow: \(url.debugDescription)" }
        return nil
    }

    /// Decodes `&amp;`, `&lt;`, `&gt;`, `&quot;` and numeric references, as a browser reads an
    /// attribute; other text is kept.
    static func decodingCharacterReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = rest.dropFirst()
                continue
            }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            if let decoded = decode(reference: name) {
                result.unicodeScalars.append(decoded)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    private static func decode(reference name: Substring) -> Unicode.Scalar? {
        switch name {
        case "amp": "&"
        case "lt": "<"
        case "gt": ">"
        case "quot": "\""
        case _ where name.hasPrefix("#x") || name.hasPrefix("#X"):
            UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        case _ where name.hasPrefix("#"): UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
        default: nil
        }
    }

    private static func excerpt(_ bytes: [UInt8], from index: Int) -> String {
        String(decoding: bytes[index..<min(bytes.count, index + 80)], as: UTF8.self).debugDescription
    }
}

/// One scanned tag.
struct Tag {
    var name = ""
    var isClosing = false
    var isSelfClosing = false
    var attributes: [(name: String, value: String)] = []
}

/// Scans one tag that starts at `index` (`<`), strictly: `<name( attr="value")*( /)?>` or
/// `</name>`, lower-case names, values without `"`, `<` or `>`.
struct TagScanner {
    let bytes: [UInt8]
    var index: Int

    mutating func scanTag() -> Tag? {
        var tag = Tag()
        guard take("<") else { return nil }
        tag.isClosing = take("/")
        tag.name = scanName(allowingDigits: true)
        guard !tag.name.isEmpty else { return nil }
        while true {
            if take(">") { return tag }
            if take(" />") {
                tag.isSelfClosing = true
                return tag
            }
            guard take(" ") else { return nil }
            let name = scanName(allowingDigits: false)
            guard !name.isEmpty, take("=\"") else { return nil }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: ">") { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            tag.attributes.append((name, String(decoding: bytes[start..<index], as: UTF8.self)))
            index += 1
        }
    }

    private mutating func take(_ text: String) -> Bool {
        let expected = Array(text.utf8)
        guard bytes[index...].starts(with: expected) else { return false }
        index += expected.count
        return true
    }

    private mutating func scanName(allowingDigits: Bool) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard
                isLetter || (allowingDigits && isDigit && index > start)
                    || (!allowingDigits && byte == UInt8(ascii: "-"))
            else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
