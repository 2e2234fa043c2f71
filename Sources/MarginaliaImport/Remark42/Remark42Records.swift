/// The first line of a Remark42 backup (`meta` in `backend/app/migrator/native.go`): the
/// format's version and the site's posts. Its users (blocked and verified flags) are not read:
/// Remark42 marks a blocked user's comments deleted.
struct Remark42Meta: Decodable {
    var version: Int?
    var posts: [Post]?

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
