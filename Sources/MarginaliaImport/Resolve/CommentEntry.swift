import Foundation
import MarginaliaModels

/// What the importer remembers of each comment while it reads the export: enough to thread and
/// filter the comments, while their content waits in the spool.
struct CommentEntry: Sendable {
    /// What becomes of a comment.
    enum Fate: Sendable, Equatable {
        case kept
        /// A deleted comment kept as "[deleted]" so that its replies stay threaded.
        case placeholder
        case skipped(CommentSkipReason)
    }

    let id: Identifier
    let postId: Identifier?
    let parentId: Identifier?
    let postedAt: Date?
    var fate: Fate
    /// Where its content is; `nil` for comments the export already marks as left out.
    let slot: CommentSpool.Slot?
    /// The position of the parent it gets in the fixtures, set by `ThreadResolver`. (A position
    /// rather than an id keeps the entry small: an export can hold millions.)
    var resolvedParent: Int32?

    var isImported: Bool { fate == .kept || fate == .placeholder }
}

/// Every comment of the export, in reading order, with a lookup by id.
struct CommentIndex: Sendable {
    var entries: [CommentEntry] = []
    var positions: [Identifier: Int] = [:]

    subscript(id: Identifier) -> Int? { positions[id] }
}
