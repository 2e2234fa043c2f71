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
    public var json: String { String(decoding: jsonUTF8, as: UTF8.self) }

    /// `json` as UTF-8 bytes, as it is written: the page template takes these.
    public var jsonUTF8: [UInt8] {
        var writer = StructuredDataWriter(pageURL: page.pageURL, capacity: 512 + page.pageCommentCount * 768)
        writer.writeDiscussion(page)
        return writer.json.bytes
    }
}
