/// The parts of a Commento export that the import uses. Commento++ writes the export in
/// `api/domain_export.go` from the `comment` struct of `api/comment.go` and the `commenter` struct
/// of `api/commenter.go`. A commenter's `email`, `link` and `photo` are not declared here, so
/// they are never decoded.
struct CommentoExportFile: Decodable {
    var version: Int?
    var comments: [Comment]
    var commenters: [Commenter]?

    struct Comment: Decodable {
        var commentHex: String
        var domain: String?
        /// The page's path, such as `/blog/post/1`.
        var url: String?
        /// `anonymous` for a guest.
        var commenterHex: String?
        var markdown: String?
        /// Empty in every export Commento writes (the query leaves the column out).
        var html: String?
        /// `root` for a top-level comment.
        var parentHex: String?
        /// `approved`, `unapproved`, or `flagged` (spam).
        var state: String?
        var creationDate: String?
        var deleted: Bool?
    }

    struct Commenter: Decodable {
        var commenterHex: String
        var name: String?
    }
}
