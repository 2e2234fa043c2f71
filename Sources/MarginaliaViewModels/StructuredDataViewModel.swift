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
    /// The JSON-LD text, safe to place between `<script>` and `</script>` as it is (see
    /// `ScriptSafeJSON`). Keys are sorted, so builds stay byte-identical.
    public var json: String {
        var json = ScriptSafeJSON(capacity: 512 + page.pageCommentCount * 768)
        document.write(into: &json)
        return json.text
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
        let parent = cell.inReplyTo.flatMap { $0.permalink == parentPermalink ? nil : absolute($0.permalink) }
        let permalink = absolute(cell.permalink)
        return SchemaComment(
            id: permalink, url: permalink,
            author: SchemaPerson(
                name: cell.displayName, image: cell.avatarImageURL.map(absolute), url: cell.friendURL.map(absolute)
            ),
            datePublished: cell.postedTimestamp, dateModified: cell.editedTimestamp,
            text: PlainText.fromHTML(cell.bodyHTML), upvoteCount: cell.likes > 0 ? cell.likes : nil,
            parentItem: parent,
            comment: cell.replies.isEmpty ? nil : cell.replies.map { comment($0, parentPermalink: cell.permalink) }
        )
    }

    /// A link of the page (`#comment-c1`, `../../assets/…`) made absolute against the page's URL.
    /// A fragment of plain characters is appended without parsing URLs (there is one per comment).
    private func absolute(_ link: String) -> String {
        if link.first == "#", !page.pageURL.utf8.contains(UInt8(ascii: "#")),
            link.utf8.dropFirst().allSatisfy(Self.isPlainFragmentByte)
        {
            return page.pageURL + link
        }
        return URL(string: link, relativeTo: URL(string: page.pageURL))?.absoluteString ?? link
    }

    /// Letters, digits and `-._~`: fragment characters that URL resolution leaves as they are.
    private static func isPlainFragmentByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
