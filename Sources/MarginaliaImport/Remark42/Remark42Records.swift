/// The first line of a Remark42 backup (`meta` in `backend/app/migrator/native.go`): the
/// format's version and the site's posts. Its users (blocked and verified flags) are not read:
/// Remark42 deletes the comments of a user it blocks for good.
struct Remark42Meta: Decodable {
    var version: Int?
    var posts: [Post]?
    /// Present in a Commento export (one line when Commento writes it), never in this line.
    var comments: AnyJSON?
    /// Present in a comment line, never in this line.
    var locator: AnyJSON?

    struct Post: Decodable {
        var url: String
    }
}

/// The parts of one comment line of a Remark42 backup that the import uses (`store.Comment`,
/// `store.User` and `store.Locator` in `backend/app/store`). The user's `ip` (a hash of it),
/// `picture`, the votes and the unsanitised `orig` are not declared here, so they are never
/// decoded.
struct Remark42Comment: Decodable {
    var id: String
    /// The parent's id, empty for a top-level comment.
    var pid: String?
    /// The body as Remark42 shows it: HTML rendered from the Markdown and sanitised.
    var text: String?
    var user: User?
    var locator: Locator
    var time: String?
    var delete: Bool?
    /// The post's title, when Remark42 knew it.
    var title: String?

    struct User: Decodable {
        var name: String?
        var id: String?
    }

    struct Locator: Decodable {
        var url: String?
    }
}

/// Any JSON value, decoded only to say that it is there.
struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {}
}
