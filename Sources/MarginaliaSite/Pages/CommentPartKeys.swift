import MarginaliaModels

/// The posts and friends the comments of one part of a `CommentList` (one comment file) name.
struct CommentPartKeys: Sendable {
    /// The posts the comments are on.
    let posts: Set<Identifier>
    /// The friends who wrote some of them (their authors' `friendId`).
    let friends: Set<Identifier>

    init(_ comments: [Comment]) {
        var posts = Set<Identifier>()
        var friends = Set<Identifier>()
        // By index: only the post and the author of each comment are looked at.
        for position in comments.indices {
            posts.insert(comments[position].postId)
            if let friend = comments[position].author.friendId { friends.insert(friend) }
        }
        self.posts = posts
        self.friends = friends
    }
}

extension Set {
    /// Whether the two sets have a member in common, looking up the members of the smaller one.
    func overlaps(_ other: Set<Element>) -> Bool {
        count <= other.count ? contains { other.contains($0) } : other.contains { contains($0) }
    }
}
