import MarginaliaModels

/// Which pages must be rendered again when the content changes from one build to the next, with
/// the site configuration and templates unchanged (when those change, every page is rendered):
/// those whose inputs (`PageInputs`) differ. A post's pages are rendered together, and only the
/// files whose text changed are written.
enum PageChanges {
    /// The pages to render again. `affectedPosts`, if given, are the only posts whose comments
    /// may have changed (those of the comment files read again); `nil` compares every post.
    static func pages(
        from old: ContentIndex, to new: ContentIndex, affectedPosts: Set<Identifier>? = nil
    ) -> Set<SitePage> {
        let everyPost = affectedPosts == nil || old.content.posts != new.content.posts
        let posts = everyPost ? new.content.posts.map(\.id) : Array(affectedPosts ?? [])
        let everyFriend = everyPost || old.content.friends != new.content.friends
        let friends = everyFriend ? new.content.friends.map(\.id) : authors(onPosts: posts, in: old, new)
        var candidates = posts.map { SitePage.post($0) } + friends.map { SitePage.friend($0) } + [.siteFeed]
        // The other pages list every post or friend. When only some posts' comments can have
        // changed, what can differ is theirs: compared first, since comparing the whole list
        // (thousands of friends, sorted) costs more than a one-post rebuild.
        if everyFriend
            || friends.contains(where: { old.commentsByFriend[$0]?.count != new.commentsByFriend[$0]?.count })
        {
            candidates.append(.friendsList)
        }
        if everyFriend
            || posts.contains(where: { old.pagination(of: $0).pageCount != new.pagination(of: $0).pageCount })
        {
            candidates.append(.sitemap)
        }
        if everyPost || posts.contains(where: { PageInputs.PostSummary(of: $0, in: old) != .init(of: $0, in: new) }) {
            candidates.append(.home)
        }
        return Set(
            candidates.filter { page in
                guard let inputs = PageInputs(page, in: new) else { return false }
                return PageInputs(page, in: old) != inputs
            })
    }

    /// The friends who wrote a comment on one of `posts` in either index: when posts and friends
    /// are unchanged, the only friends whose pages can have changed (their comments, or the links
    /// to them, which follow the post's pages).
    private static func authors(onPosts posts: [Identifier], in old: ContentIndex, _ new: ContentIndex) -> [Identifier]
    {
        Array(
            ContentIndex.friends(commentingOn: posts, in: old.commentsByPost)
                .union(ContentIndex.friends(commentingOn: posts, in: new.commentsByPost)))
    }
}
