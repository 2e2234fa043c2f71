import MarginaliaModels

/// The posts by id: the content's own array and each id's position in it, so that a post is held
/// once rather than again in a dictionary's values (a `Post` is about 100 bytes, a position 8).
struct PostsById: Sendable, Equatable {
    private let posts: [Post]
    private let positions: [Identifier: Int]

    /// The first post with each id (a checked load has no repeats).
    init(_ posts: [Post]) {
        self.posts = posts
        var positions: [Identifier: Int] = [:]
        positions.reserveCapacity(posts.count)
        for position in posts.indices where positions[posts[position].id] == nil {
            positions[posts[position].id] = position
        }
        self.positions = positions
    }

    subscript(id: Identifier) -> Post? {
        positions[id].map { posts[$0] }
    }

    static func == (lhs: PostsById, rhs: PostsById) -> Bool {
        lhs.posts == rhs.posts
    }
}
