import Foundation
import MarginaliaModels

/// Decides which comments and posts are imported and gives every imported reply a parent that
/// is imported too, so that the fixtures always pass the content check:
///
/// - a comment whose post is missing or left out is left out;
/// - with `keepDeleted`, a deleted comment with an imported reply below it becomes a placeholder;
/// - a reply whose parent is left out answers its nearest imported ancestor instead, or becomes
///   top-level when there is none, when the parent is not in the export or is on another post,
///   and to break a reply cycle.
struct ThreadResolver {
    let keepDeleted: Bool

    /// What resolving decided.
    struct Outcome {
        /// The imported posts, oldest first.
        var posts: [Post]
        var skippedPosts: [PostSkipReason: Int] = [:]
        var repairs = ThreadingRepairs()
        var postNotes = PostNotes()
    }

    /// Sets each comment's fate and parent in place, and says which posts are imported.
    func resolve(_ comments: inout CommentIndex, posts: [Identifier: ExportPost]) -> Outcome {
        let index = comments.positions
        var entries = comments.entries
        comments.entries = []
        defer { comments.entries = entries }
        for position in entries.indices where entries[position].fate == .kept {
            if let postId = entries[position].postId, let post = posts[postId] {
                if let reason = post.skipReason { entries[position].fate = .skipped(.postSkipped(reason)) }
            } else {
                entries[position].fate = .skipped(.orphaned)
            }
        }
        if keepDeleted { promotePlaceholders(&entries, index: index) }
        var repairs = ThreadingRepairs()
        assignParents(&entries, index: index, repairs: &repairs)
        breakCycles(&entries, repairs: &repairs)
        var outcome = Outcome(posts: [], repairs: repairs)
        collectPosts(posts, entries: entries, into: &outcome)
        return outcome
    }

    /// Walks up from every kept comment and turns the deleted ancestors on the way into
    /// placeholders (those with a date; a placeholder needs one).
    private func promotePlaceholders(_ entries: inout [CommentEntry], index: [Identifier: Int]) {
        for position in entries.indices where entries[position].fate == .kept {
            var steps = 0
            var parentId = entries[position].parentId
            while let id = parentId, let parent = index[id], entries[parent].postId == entries[position].postId,
                steps < entries.count
            {
                if entries[parent].isImported { break }
                if entries[parent].fate == .skipped(.deleted), entries[parent].postedAt != nil {
                    entries[parent].fate = .placeholder
                }
                parentId = entries[parent].parentId
                steps += 1
            }
        }
    }

    private func assignParents(
        _ entries: inout [CommentEntry], index: [Identifier: Int], repairs: inout ThreadingRepairs
    ) {
        for position in entries.indices where entries[position].isImported {
            let entry = entries[position]
            guard let original = entry.parentId else { continue }
            var candidate: Identifier? = original
            var steps = 0
            var resolved: Int?
            var parentMissing = false
            while let id = candidate, steps <= entries.count {
                guard id != entry.id, let parent = index[id], entries[parent].postId == entry.postId else {
                    parentMissing = id == original
                    break
                }
                if entries[parent].isImported {
                    resolved = parent
                    break
                }
                candidate = entries[parent].parentId
                steps += 1
            }
            entries[position].resolvedParent = resolved.map(Int32.init)
            switch resolved.map({ entries[$0].id }) {
            case original: break
            case .some: repairs.reattachedToAncestor += 1
            case nil where parentMissing: repairs.topLevelParentMissing += 1
            case nil: repairs.topLevelParentLeftOut += 1
            }
        }
    }

    /// An export can hold replies that answer each other in a circle; the comment where the
    /// circle is found becomes top-level.
    private func breakCycles(_ entries: inout [CommentEntry], repairs: inout ThreadingRepairs) {
        enum Mark { case visiting, done }
        var marks = [Mark?](repeating: nil, count: entries.count)
        for start in entries.indices where entries[start].isImported && marks[start] == nil {
            var chain: [Int] = []
            var current: Int? = start
            while let position = current, marks[position] == nil {
                marks[position] = .visiting
                chain.append(position)
                current = entries[position].resolvedParent.map(Int.init)
            }
            if let position = current, marks[position] == .visiting, let last = chain.last {
                entries[last].resolvedParent = nil
                repairs.topLevelInCycle += 1
            }
            for position in chain { marks[position] = .done }
        }
    }

    /// Posts with imported comments become fixtures; missing titles, links and dates are filled
    /// in from what is known.
    private func collectPosts(_ posts: [Identifier: ExportPost], entries: [CommentEntry], into outcome: inout Outcome) {
        var firstComment: [Identifier: Date] = [:]
        for entry in entries where entry.isImported {
            guard let postId = entry.postId, let postedAt = entry.postedAt else { continue }
            firstComment[postId] = min(firstComment[postId] ?? postedAt, postedAt)
        }
        for post in posts.values {
            guard let earliest = firstComment[post.id] else {
                if !post.isExisting { outcome.skippedPosts[post.skipReason ?? .noComments, default: 0] += 1 }
                continue
            }
            if post.isExisting {
                outcome.postNotes.alreadyThere += 1
                continue
            }
            if post.title == nil { outcome.postNotes.withoutTitle += 1 }
            if post.url == nil { outcome.postNotes.withoutLink += 1 }
            if post.publishedAt == nil { outcome.postNotes.datedByFirstComment += 1 }
            if post.publishedAt != nil && post.dateIsLocalTime { outcome.postNotes.datedFromLocalTime += 1 }
            outcome.posts.append(
                Post(
                    id: post.id, title: post.title ?? post.url ?? post.id.rawValue, url: post.url ?? "",
                    publishedAt: post.publishedAt ?? earliest
                ))
        }
        outcome.posts.sort { ($0.publishedAt, $0.id) < ($1.publishedAt, $1.id) }
    }
}
