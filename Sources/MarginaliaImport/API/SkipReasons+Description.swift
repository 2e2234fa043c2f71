extension CommentSkipReason {
    /// Why, as the summary says it after the count: "12 spam".
    func explanation(posts: String) -> String {
        switch self {
        case .spam: "spam"
        case .deleted: "deleted"
        case .unapproved: "not approved (pending moderation)"
        case .pingback: "pingbacks"
        case .trackback: "trackbacks"
        case .otherType(let type): "of type \"\(type)\", not a reader's comment"
        case .orphaned: "orphaned: their \(posts) is not in the export"
        case .postSkipped(let reason): "on a \(posts) that was left out: \(reason.explanation)"
        case .noDate: "without a readable date"
        case .noId: "without a usable id"
        case .duplicateId: "repeating the id of an earlier comment"
        case .privateMention: "private (wm-private): never imported"
        case .unknownTarget: "mentioning a page that is no post's url"
        case .noText: "without text: no content and no name, only a link to the post"
        }
    }
}

extension PostSkipReason {
    /// Why, as the summary says it after the count.
    var explanation: String {
        switch self {
        case .noComments: "without imported comments"
        case .deleted: "deleted"
        case .notPublished(let status): "not published (status \"\(status)\")"
        case .noId: "without a usable id"
        case .duplicateId: "repeating the id of an earlier one"
        }
    }
}
