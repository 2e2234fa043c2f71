import Foundation
import MarginaliaModels
import MarginaliaViewModels

/// Builds a post's threads of comment cells: replies nest under their parent, oldest first, down
/// to `maximumDepth`; deeper replies are listed flat under their deepest shown ancestor, each
/// saying whom it answers, so that a 10,000-deep chain renders without deep recursion.
struct CommentThreadBuilder {
    /// How many levels are nested visibly (0 is top level).
    static let maximumDepth = 5

    /// The post's comments, in any order.
    let comments: [Comment]
    /// Each comment's rendered body.
    let bodies: [Identifier: String]
    let postId: Identifier
    let replyLinks: ReplyLinkTemplate?
    let dates: DateContext
    /// The image a page shows for an author's avatar URL (see `AvatarMap.source(for:rootPath:)`).
    let avatarSource: @Sendable (String?) -> String?

    func threads() -> [CommentCellViewModel] {
        let sorted = comments.sorted { ($0.postedAt, $0.id) < ($1.postedAt, $1.id) }
        var children: [Identifier: [Comment]] = [:]
        var roots: [Comment] = []
        for comment in sorted {
            if let parentId = comment.parentId {
                children[parentId, default: []].append(comment)
            } else {
                roots.append(comment)
            }
        }
        let byId = Dictionary(sorted.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return roots.map { cell(for: $0, depth: 0, parent: nil, children: children, byId: byId) }
    }

    private func cell(
        for comment: Comment, depth: Int, parent: Comment?,
        children: [Identifier: [Comment]], byId: [Identifier: Comment]
    ) -> CommentCellViewModel {
        let replies: [CommentCellViewModel]
        if depth < Self.maximumDepth {
            replies = (children[comment.id] ?? []).map {
                cell(for: $0, depth: depth + 1, parent: comment, children: children, byId: byId)
            }
        } else {
            replies = descendants(of: comment.id, children: children).map {
                leaf(for: $0, depth: depth + 1, parent: $0.parentId.flatMap { byId[$0] })
            }
        }
        return leaf(for: comment, depth: depth, parent: parent, replies: replies)
    }

    /// Every comment below `id`, oldest first, found without recursion.
    private func descendants(of id: Identifier, children: [Identifier: [Comment]]) -> [Comment] {
        var found: [Comment] = []
        var pending = children[id] ?? []
        while let next = pending.popLast() {
            found.append(next)
            pending += children[next.id] ?? []
        }
        return found.sorted { ($0.postedAt, $0.id) < ($1.postedAt, $1.id) }
    }

    private func leaf(
        for comment: Comment, depth: Int, parent: Comment?, replies: [CommentCellViewModel] = []
    ) -> CommentCellViewModel {
        CommentCellViewModel(
            id: comment.id.rawValue,
            authorName: comment.author.name,
            avatarURL: avatarSource(comment.author.avatarURL),
            bodyHTML: bodies[comment.id] ?? "",
            postedAt: comment.postedAt,
            editedAt: comment.editedAt,
            likes: max(0, comment.likes ?? 0),
            replies: replies,
            depth: depth,
            permalink: "#comment-\(comment.id.rawValue)",
            replyURL: replyLinks?.url(postId: postId, commentId: comment.id),
            inReplyTo: parent.map { .init(permalink: "#comment-\($0.id.rawValue)", authorName: $0.author.name) },
            dates: dates
        )
    }
}
