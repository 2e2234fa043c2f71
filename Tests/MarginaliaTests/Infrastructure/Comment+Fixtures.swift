import MarginaliaModels
import MarginaliaTestSupport

extension MarginaliaModels.Comment {
    /// The body's text, for tests of content read with every body held (importers, decoders): a
    /// body left in its file shows as a marker no expected text has.
    var heldBody: String { body.text ?? "<left in its file>" }
}

extension MarginaliaModels.Comment {
    /// A comment of `post` with nothing but its id (an empty body, one author, `TestDates.now`):
    /// for tests of the tables and lists that read ids and posts.
    static func minimal(_ id: Identifier, on post: Identifier = "p1") -> MarginaliaModels.Comment {
        MarginaliaModels.Comment(
            id: id, postId: post, author: CommentAuthor(id: "a", name: "A"), body: "", postedAt: TestDates.now)
    }
}
