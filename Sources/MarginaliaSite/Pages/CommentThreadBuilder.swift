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
    /// The image a page shows for an author's avatar URL, given the way up to the site's root
    /// (see `AvatarMap.source(for:rootPath:)`).
    let avatarSource: @Sendable (String?, String) -> String?
    /// The link to a friend's page, given the way up to the site's root.
    let friendURL: @Sendable (Identifier, String) -> String
    /// The way up to the site's root from the page that shows the thread of the root comment of
    /// this rank (0 for the oldest thread): pages of one post sit at different depths.
    let rootPath: @Sendable (Int) -> String

    func threads() -> [CommentCellViewModel] {
        // Positions in `comments` stand for the comments, which are not copied.
        let sorted = comments.indices.sorted(by: isEarlier)
        var children: [Identifier: [Int]] = [:]
        var roots: [Int] = []
        var firstById: [Identifier: Int] = [:]
        firstById.reserveCapacity(comments.count)
        for position in sorted {
            let id = comments[position].id
            if firstById[id] == nil { firstById[id] = position }
            if let parentId = comments[position].parentId {
                children[parentId, default: []].append(position)
            } else {
                roots.append(position)
            }
        }
        return roots.enumerated().map { rank, root in
            cell(for: root, depth: 0, parent: nil, children: children, firstById: firstById, rootPath: rootPath(rank))
        }
    }

    private func isEarlier(_ first: Int, _ second: Int) -> Bool {
        (comments[first].postedAt, comments[first].id) < (comments[second].postedAt, comments[second].id)
    }

    private func cell(
        for position: Int, depth: Int, parent: Int?,
        children: [Identifier: [Int]], firstById: [Identifier: Int], rootPath: String
    ) -> CommentCellViewModel {
        let id = comments[position].id
        let replies: [CommentCellViewModel]
        if depth < Self.maximumDepth {
            replies = (children[id] ?? []).map {
                cell(
                    for: $0, depth: depth + 1, parent: position, children: children, firstById: firstById,
                    rootPath: rootPath
                )
            }
        } else {
            replies = descendants(of: id, children: children).map {
                let parent = comments[$0].parentId.flatMap { firstById[$0] }
                return leaf(for: $0, depth: depth + 1, parent: parent, rootPath: rootPath)
            }
        }
        return leaf(for: position, depth: depth, parent: parent, rootPath: rootPath, replies: replies)
    }

    private func descendants(of id: Identifier, children: [Identifier: [Int]]) -> [Int] {
        var found: [Int] = []
        var pending = children[id] ?? []
        while let next = pending.popLast() {
            found.append(next)
            pending += children[comments[next].id] ?? []
        }
        return found.sorted(by: isEarlier)
    }

    private func leaf(
        for position: Int, depth: Int, parent: Int?, rootPath: String, replies: [CommentCellViewModel] = []
    ) -> CommentCellViewModel {
        let comment = comments[position]
        return CommentCellViewModel(
            id: comment.id.rawValue,
            authorName: comment.author.name,
            avatarURL: avatarSource(comment.author.avatarURL, rootPath),
            bodyHTML: bodies[comment.id] ?? "",
            postedAt: comment.postedAt,
            editedAt: comment.editedAt,
            likes: max(0, comment.likes ?? 0),
            replies: replies,
            depth: depth,
            permalink: "#comment-\(comment.id.rawValue)",
            replyURL: replyLinks?.url(postId: postId, commentId: comment.id),
            inReplyTo: parent.map {
                .init(permalink: "#comment-\(comments[$0].id.rawValue)", authorName: comments[$0].author.name)
            },
            dates: dates,
            friendURL: comment.author.friendId.map { friendURL($0, rootPath) }
        )
    }
}
