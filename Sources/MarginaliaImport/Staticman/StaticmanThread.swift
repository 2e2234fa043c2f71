import MarginaliaModels

/// One post's comments, gathered in file-name order until the post's folder is read, to give
/// Minimal Mistakes' replies (`replying_to`: the 1-based position of their parent among the
/// post's top-level comments, which are those without `replying_to`) their parent, and to tell
/// whether `_parent` names a comment of the post.
struct StaticmanThread {
    let folderName: String
    private var comments: [StaticmanComment] = []

    init(folderName: String) {
        self.folderName = folderName
    }

    mutating func append(_ comment: StaticmanComment) {
        comments.append(comment)
    }

    /// The comments with their parents set, in file-name order (`nil` for one without an id). A
    /// position past the last top-level comment names a parent that is not there, so the reply
    /// is made top-level and counted as such.
    func resolved() -> [ExportComment?] {
        let topLevel = comments.filter { $0.replyingTo == nil }.map { $0.comment?.id }
        let ids = Set(comments.compactMap { $0.comment?.id })
        return comments.map { entry in
            guard var comment = entry.comment else { return nil }
            guard let position = entry.replyingTo else {
                if comment.parentId == nil, let parent = entry.optionsParent, ids.contains(parent) {
                    comment.parentId = parent
                }
                return comment
            }
            let index = position - 1
            comment.parentId =
                index < topLevel.count
                ? topLevel[index] ?? Self.missing(folderName, position)
                : Self.missing(folderName, position)
            return comment
        }
    }

    /// An id no comment has, standing for a parent that is not in the folder.
    private static func missing(_ folderName: String, _ position: Int) -> Identifier? {
        ImportIdentifier.make("staticman", folderName, "replying_to", String(position))
    }
}
