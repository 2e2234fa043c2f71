import Foundation
import MarginaliaModels

/// The posts already in the content folder's `posts.json`, for sources that name a post by its
/// slug (Staticman's folders): a slug matches a post with that id, or else one whose `url` ends in
/// that segment (`…/2020/05/my-post/`, `…/my-post.html`).
struct ExistingPosts {
    private var ids: Set<Identifier> = []
    private var bySlug: [String: Identifier] = [:]

    init() {}

    /// Reads `posts.json` below `directory`; none is no posts.
    init(directory: URL) throws(ImportError) {
        for record in try FixtureFile.load("posts.json", in: directory).records {
            guard let id = record.recordId else { continue }
            ids.insert(id)
            if case .string(let url) = record["url"], let slug = Self.slug(ofURL: url), bySlug[slug] == nil {
                bySlug[slug] = id
            }
        }
    }

    /// The existing post `slug` names, if any.
    func match(slug: String) -> Identifier? {
        ids.contains(Identifier(slug)) ? Identifier(slug) : bySlug[slug]
    }

    /// The last non-empty segment of a URL's path, without `.html`.
    static func slug(ofURL url: String) -> String? {
        let path = url.split(separator: "#").first?.split(separator: "?").first ?? ""
        guard var last = path.split(separator: "/").last, !path.hasSuffix("//") else { return nil }
        if last.hasSuffix(".html") { last = last.dropLast(5) }
        if last == "index", let parent = path.split(separator: "/").dropLast().last { last = parent }
        return last.isEmpty || last.contains(":") ? nil : String(last)
    }
}
