import Foundation
import MarginaliaModels
import MarginaliaText

/// Writes a post page's schema.org JSON-LD straight from its view models: a
/// `DiscussionForumPosting` whose `comment`s (schema.org `Comment`s, each with its `Person`)
/// nest as the page's threads do. Keys are written in sorted order, so builds stay
/// byte-identical; optional properties without a value are left out, as `JSONEncoder` leaves out
/// `nil`s.
///
/// It writes into one buffer as it walks the cells, with no document values built in between:
/// the structured data of a large build holds every comment's text.
struct StructuredDataWriter {
    private(set) var json: ScriptSafeJSON
    /// The page's absolute address, which the page's own links are resolved against.
    private let pageURL: String
    /// Whether `pageURL` has a fragment, so a link's fragment cannot simply follow it.
    private let pageURLHasFragment: Bool

    init(pageURL: String, capacity: Int) {
        self.pageURL = pageURL
        pageURLHasFragment = pageURL.utf8.contains(UInt8(ascii: "#"))
        json = ScriptSafeJSON(capacity: capacity)
    }

    mutating func writeDiscussion(_ page: PostPageViewModel) {
        json.beginObject()
        json.key("@context")
        json.string("https://schema.org")
        json.key("@id")
        json.string(pageURL)
        json.key("@type")
        json.string("DiscussionForumPosting")
        json.key("comment")
        writeComments(page.comments, parentPermalink: nil)
        json.key("commentCount")
        json.int(page.commentCount)
        json.key("datePublished")
        json.string(page.publishedTimestamp)
        json.key("headline")
        json.string(page.displayTitle)
        json.key("inLanguage")
        json.string(page.dates.language)
        if page.reactions.hasReactions { writeInteractions(page.reactions) }
        if let postLink = page.postLink {
            json.key("isBasedOn")
            json.string(postLink)
        }
        json.key("url")
        json.string(pageURL)
        json.endObject()
    }

    /// `interactionStatistic`: a counter of each kind of reaction the post has (schema.org's
    /// `LikeAction`, `ShareAction` and `BookmarkAction`).
    private mutating func writeInteractions(_ reactions: ReactionsViewModel) {
        json.key("interactionStatistic")
        json.beginArray()
        for (kind, action) in [
            (ReactionKind.like, "LikeAction"), (.repost, "ShareAction"), (.bookmark, "BookmarkAction"),
        ] {
            let count = reactions.count(of: kind)
            guard count > 0 else { continue }
            json.beginObject()
            json.key("@type")
            json.string("InteractionCounter")
            json.key("interactionType")
            json.string("https://schema.org/" + action)
            json.key("userInteractionCount")
            json.int(count)
            json.endObject()
        }
        json.endArray()
    }

    private mutating func writeComments(_ cells: [CommentCellViewModel], parentPermalink: String?) {
        json.beginArray()
        for index in cells.indices { writeComment(cells[index], parentPermalink: parentPermalink) }
        json.endArray()
    }

    private mutating func writeComment(_ cell: CommentCellViewModel, parentPermalink: String?) {
        json.beginObject()
        json.key("@id")
        writeAbsolute(cell.permalink)
        json.key("@type")
        json.string("Comment")
        json.key("author")
        writeAuthor(of: cell)
        if !cell.replies.isEmpty {
            json.key("comment")
            writeComments(cell.replies, parentPermalink: cell.permalink)
        }
        if let edited = cell.editedTimestamp {
            json.key("dateModified")
            json.string(edited)
        }
        json.key("datePublished")
        json.string(cell.postedTimestamp)
        // Replies nested below the deepest shown level are listed under an ancestor: name their
        // real parent.
        if let parent = cell.inReplyTo, parent.permalink != parentPermalink {
            json.key("parentItem")
            json.beginObject()
            json.key("@id")
            writeAbsolute(parent.permalink)
            json.endObject()
        }
        json.key("text")
        json.string(cell.bodyText)
        if cell.likes > 0 {
            json.key("upvoteCount")
            json.int(cell.likes)
        }
        json.key("url")
        writeAbsolute(cell.permalink)
        json.endObject()
    }

    private mutating func writeAuthor(of cell: CommentCellViewModel) {
        json.beginObject()
        json.key("@type")
        json.string("Person")
        if let image = cell.avatarImageURL {
            json.key("image")
            writeAbsolute(image)
        }
        json.key("name")
        json.string(cell.displayName)
        if let friendURL = cell.friendURL {
            json.key("url")
            writeAbsolute(friendURL)
        }
        json.endObject()
    }

    /// A link of the page (`#comment-c1`, `../../assets/…`) made absolute against the page's URL.
    /// A fragment of plain characters is appended without parsing URLs (there is one per comment).
    private mutating func writeAbsolute(_ link: String) {
        if link.utf8.first == UInt8(ascii: "#"), !pageURLHasFragment,
            link.utf8.dropFirst().allSatisfy(Self.isPlainFragmentByte)
        {
            json.string(pageURL, followedBy: link)
        } else {
            json.string(URL(string: link, relativeTo: URL(string: pageURL))?.absoluteString ?? link)
        }
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
