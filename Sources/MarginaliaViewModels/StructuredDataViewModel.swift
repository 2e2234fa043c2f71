import Foundation

/// A post's comment page as schema.org JSON-LD: a `DiscussionForumPosting` whose `comment`s nest
/// as the page's threads do. The template puts `json` into a `<script type="application/ld+json">`
/// data block, which browsers never execute and the Content-Security-Policy does not block.
public struct StructuredDataViewModel: Sendable, Equatable {
    public let page: PostPageViewModel

    public init(page: PostPageViewModel) {
        self.page = page
    }
}

extension StructuredDataViewModel {
    /// The JSON-LD text, safe to place between `<script>` and `</script>` as it is: `<`, `>` and
    /// `&` are written as `\u003c`, `\u003e` and `\u0026`, so no `</script>` or `<!--` can occur,
    /// and U+2028/U+2029 as `\u2028`/`\u2029`. Keys are sorted, so builds stay byte-identical.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8) else { return "{}" }
        return Self.escapedForScriptElement(text)
    }

    /// JSON text with the characters that could end or confuse a script element escaped.
    public static func escapedForScriptElement(_ json: String) -> String {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(json.utf8.count + 64)
        var bytes = json.utf8[...]
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "<"): escaped += Array("\\u003c".utf8)
            case UInt8(ascii: ">"): escaped += Array("\\u003e".utf8)
            case UInt8(ascii: "&"): escaped += Array("\\u0026".utf8)
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2 where bytes.starts(with: [0x80, 0xA8]):
                escaped += Array("\\u2028".utf8)
                bytes = bytes.dropFirst(2)
            case 0xE2 where bytes.starts(with: [0x80, 0xA9]):
                escaped += Array("\\u2029".utf8)
                bytes = bytes.dropFirst(2)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// The schema.org document.
    var document: SchemaDiscussion {
        SchemaDiscussion(
            id: page.pageURL, url: page.pageURL, headline: page.displayTitle,
            datePublished: page.publishedTimestamp, isBasedOn: page.postLink,
            commentCount: page.commentCount,
            comment: page.comments.map { comment($0, parentPermalink: nil) }
        )
    }

    private func comment(_ cell: CommentCellViewModel, parentPermalink: String?) -> SchemaComment {
        // Replies nested below the deepest shown level are listed under an ancestor: name their
        // real parent.
        let parent = cell.inReplyTo.flatMap { $0.permalink == parentPermalink ? nil : SchemaReference(id: absolute($0.permalink)) }
        return SchemaComment(
            id: absolute(cell.permalink), url: absolute(cell.permalink),
            author: SchemaPerson(name: cell.displayName, image: cell.avatarImageURL.map(absolute)),
            datePublished: cell.postedTimestamp, dateModified: cell.editedTimestamp,
            text: PlainText.fromHTML(cell.bodyHTML), upvoteCount: cell.likes > 0 ? cell.likes : nil,
            parentItem: parent,
            comment: cell.replies.isEmpty ? nil : cell.replies.map { comment($0, parentPermalink: cell.permalink) }
        )
    }

    /// A link of the page (`#comment-c1`, `../../assets/…`) made absolute against the page's URL.
    private func absolute(_ link: String) -> String {
        URL(string: link, relativeTo: URL(string: page.pageURL))?.absoluteString ?? link
    }
}
