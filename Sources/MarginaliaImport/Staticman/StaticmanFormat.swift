extension ExportFormat {
    /// A Staticman data folder: a folder per post, one YAML or JSON file per comment.
    public static let staticman = ExportFormat(
        rawValue: "staticman", displayName: "Staticman",
        summary: "a Staticman data folder (_data/comments/)",
        postNoun: "post", leastContent: "one comment file (.yml, .yaml or .json) in a post's folder", isFolder: true,
        reading: StaticmanFolder.self,
        recognizes: { $0.isFolder && StaticmanFolder.holdsCommentFiles($0.path) })
}
