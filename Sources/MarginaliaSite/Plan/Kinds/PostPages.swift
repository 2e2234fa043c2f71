import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// Every page of a post's discussion (`posts/<id>/`, then `page/<n>/`), its comment feed and,
/// when the theme has the template, its embeddable `thread.html`: made from the post and its
/// comments, rendered together (the thread copies the pages' comment cells).
package enum PostPages: PageKind {
    struct Inputs: PageInputs {
        let post: Post
        /// The post's comments, in fixture order.
        let comments: [Comment]

        var shownComments: [Comment] { comments }

        func combine(into fingerprint: inout Fingerprint) {
            fingerprint.combine(encoding: post)
            fingerprint.combine(comments)
        }
    }

    static let name = "post"
    package static let page = TemplateName<PageContext<PostPageViewModel>>("post")
    static let feed = TemplateName<FeedViewModel>("feed")
    /// Optional: a theme without it writes no `thread.html`.
    static let thread = TemplateName<EmbeddedThreadViewModel>("thread")
    static var templates: [TemplateRoot] { [page.root, feed.root] }
    static var optionalTemplates: [TemplateRoot] { [thread.root] }
    static let keptAcrossBuilds = true

    static func pages(in index: ContentIndex) -> [(key: Identifier?, inputs: Inputs)] {
        index.content.posts.map { post in (post.id, Inputs(post: post, comments: index.commentsByPost[post.id] ?? [])) }
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        let id = inputs.post.id
        return (1...index.pagination(of: id).pageCount).map { SiteURLs.postPage(id, page: $0) }
            + [SiteURLs.postFeed(id)] + (theme.hasThreadFragment ? [SiteURLs.threadFragment(id)] : [])
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        renderer.postFiles(inputs.post, comments: inputs.comments)
    }
}
