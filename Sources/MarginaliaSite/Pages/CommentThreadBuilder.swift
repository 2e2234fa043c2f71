import Foundation
import MarginaliaMarkdown
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
    /// Each comment's rendered body, at the comment's position.
    let bodies: [RenderedBody]
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
        walk(rebasedTo: nil).map(\.cell)
    }

    /// The threads as `threads()` gives them, and the same threads as read from a page whose way
    /// up to the site's root is `otherRoot` (every thread alike). The cells are built once: a cell
    /// whose links do not depend on the root, in a thread of such cells, is shared by both.
    func threads(rebasedTo otherRoot: String) -> (threads: [CommentCellViewModel], rebased: [CommentCellViewModel]) {
        let pairs = walk(rebasedTo: otherRoot)
        return (pairs.map(\.cell), pairs.map { $0.rebased ?? $0.cell })
    }

    /// A comment's cell, and its cell as read from the other root when that differs (`nil`: the same).
    private struct CellPair {
        let cell: CommentCellViewModel
        let rebased: CommentCellViewModel?
    }

    private func walk(rebasedTo otherRoot: String?) -> [CellPair] {
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
            cell(
                for: root, depth: 0, parent: nil, children: children, firstById: firstById,
                roots: (rootPath(rank), otherRoot)
            )
        }
    }

    private func isEarlier(_ first: Int, _ second: Int) -> Bool {
        (comments[first].postedAt, comments[first].id) < (
            comments[second].postedAt, comments[second].id
        )
    }

    private func cell(
        for position: Int, depth: Int, parent: Int?,
        children: [Identifier: [Int]], firstById: [Identifier: Int], roots: Roots
    ) -> CellPair {
        let id = comments[position].id
        let replies: [CellPair]
        if depth < Self.maximumDepth {
            replies = (children[id] ?? []).map {
                cell(
                    for: $0, depth: depth + 1, parent: position, children: children, firstById: firstById,
                    roots: roots
                )
            }
        } else {
            replies = descendants(of: id, children: children).map {
                let parent = comments[$0].parentId.flatMap { firstById[$0] }
                return leaf(for: $0, depth: depth + 1, parent: parent, roots: roots, replies: [])
            }
        }
        return leaf(for: position, depth: depth, parent: parent, roots: roots, replies: replies)
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

    /// The way up to the site's root from the page that shows a thread, and the other root its
    /// cells are rebased to, if any.
    private typealias Roots = (page: String, other: String?)

    private func leaf(for position: Int, depth: Int, parent: Int?, roots: Roots, replies: [CellPair]) -> CellPair {
        let comment = comments[position]
        let body = bodies[position]
        let replyURL = replyLinks?.url(postId: postId, commentId: comment.id)
        let inReplyTo = parent.map {
            CommentCellViewModel.ParentReference(
                permalink: "#comment-\(comments[$0].id.rawValue)", authorName: comments[$0].author.name)
        }
        func make(
            avatarURL: String?, friendURL: String?, replyURL: String?, replies: [CommentCellViewModel]
        ) -> CommentCellViewModel {
            CommentCellViewModel(
                id: comment.id.rawValue, authorName: comment.author.name, avatarURL: avatarURL, bodyHTML: body.html,
                bodyText: body.text,
                postedAt: comment.postedAt, editedAt: comment.editedAt, likes: max(0, comment.likes ?? 0),
                replies: replies, depth: depth, permalink: "#comment-\(comment.id.rawValue)", replyURL: replyURL,
                inReplyTo: inReplyTo, dates: dates, friendURL: friendURL, authorURL: comment.author.url,
                sourceURL: comment.sourceURL
            )
        }
        // The links that depend on where the cell is read: the avatar (a local copy), the friend's
        // page, and a reply page on the site's own host (a `commentsURL` path), made absolute
        // where the cell is read on another site.
        func links(_ root: String) -> (avatar: String?, friend: String?, reply: String?) {
            (
                avatarSource(comment.author.avatarURL, root), comment.author.friendId.map { friendURL($0, root) },
                replyURL.map { Self.link($0, readFrom: root) }
            )
        }
        let pageLinks = links(roots.page)
        let cell = make(
            avatarURL: pageLinks.avatar, friendURL: pageLinks.friend, replyURL: pageLinks.reply,
            replies: replies.map(\.cell))
        guard let other = roots.other else { return CellPair(cell: cell, rebased: nil) }
        let otherLinks = links(other)
        if otherLinks == pageLinks, !replies.contains(where: { $0.rebased != nil }) {
            return CellPair(cell: cell, rebased: nil)
        }
        let rebasedReplies = replies.map { $0.rebased ?? $0.cell }
        return CellPair(
            cell: cell,
            rebased: make(
                avatarURL: otherLinks.avatar, friendURL: otherLinks.friend, replyURL: otherLinks.reply,
                replies: rebasedReplies))
    }

    /// `url` as read from a page whose way to the site's root is `root`: a path on the site's host
    /// (`/comments/reply?…`) gets the host of an absolute root; anything else stays.
    static func link(_ url: String, readFrom root: String) -> String {
        guard url.hasPrefix("/"), !url.hasPrefix("//"), let origin = CommentsAddress(root)?.origin else { return url }
        return origin + url
    }
}
