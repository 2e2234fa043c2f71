import MarginaliaModels
import Synchronization

/// The comment authors one load has met, so that every comment of an author holds the same
/// object rather than its own copy of the name and links: a site's readers comment many times
/// each (about 15 times in the benchmark's content), and at 10,000,000 comments the copies took
/// about 1.5 GB.
package final class AuthorTable: Sendable {
    private let authors = Mutex<Set<CommentAuthor>>([])

    package init() {}

    /// The author met first that equals `author`, or `author`, now met.
    package func shared(_ author: CommentAuthor) -> CommentAuthor {
        authors.withLock { $0.insert(author).memberAfterInsert }
    }
}
