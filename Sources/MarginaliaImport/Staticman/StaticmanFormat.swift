extension ExportFormat {
    /// A Staticman data folder: a folder per post, one YAML or JSON file per comment. It holds no
    /// deleted comments, so there is nothing for `--keep-deleted`: a comment is a file committed
    /// once its pull request is merged, and deleting it deletes the file. The `hidden` field that
    /// Minimal Mistakes' form sends is a honeypot for spam bots (empty for a person), not a state.
    public static let staticman = ExportFormat(
        rawValue: "staticman", displayName: "Staticman",
        summary: "a Staticman data folder (_data/comments/)",
        postNoun: "post", leastContent: "one comment file (.yml, .yaml or .json) in a post's folder", isFolder: true,
        hasDeletedComments: false, reading: StaticmanFolder.self,
        recognizes: { $0.isFolder && StaticmanFolder.holdsCommentFiles($0.path) })
}
