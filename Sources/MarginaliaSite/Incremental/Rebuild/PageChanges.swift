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
        var candidates = posts.map { SitePage.post($0) } + new.content.friends.map { .friend($0.id) }
        candidates += [.friendsList, .siteFeed, .sitemap]
        // The home page's order follows from its summaries: when no post's summary can have
        // changed but those of `posts`, comparing those is enough (and much cheaper than all).
        if everyPost || posts.contains(where: { PageInputs.PostSummary(of: $0, in: old) != .init(of: $0, in: new) }) {
            candidates.append(.home)
        }
        return Set(
            candidates.filter { page in
                guard let inputs = PageInputs(page, in: new) else { return false }
                return PageInputs(page, in: old) != inputs
            })
    }
}
