import Foundation
import MarginaliaContent
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaSite
import MarginaliaViewModels

/// The post page with the most comments in a content folder, its view models made as a build
/// makes them (avatars hot-linked: nothing is fetched or read from a cache), to be rendered with
/// the engine a build uses and with the one it replaced.
struct BusiestPostPage: Sendable {
    /// The frame of the page.
    let layout: PageLayoutViewModel
    /// The post and its threads.
    let page: PostPageViewModel
    /// The theme, loaded and checked as a build loads it.
    private let templates: TemplateRenderer

    /// No post in the content folder.
    struct NoPosts: Error, CustomStringConvertible {
        var description: String { "the content folder has no posts" }
    }

    /// Reads the content and the theme, and makes the view models of the page of the post with
    /// the most comments.
    init(contentDirectory: String, templatesDirectory: String, referenceDate: Date) async throws {
        let content = try await ContentStore(directory: contentDirectory).load()
        let index = ContentIndex(content: content)
        let comments = { (post: Post) in index.commentsByPost[post.id]?.count ?? 0 }
        guard let post = content.posts.max(by: { comments($0) < comments($1) }) else { throw NoPosts() }
        let bodies = BodyProvider(markdown: CMarkRenderer(), rendering: index.commentsByPost[post.id] ?? [])
        templates = try await TemplateRenderer.load(directory: templatesDirectory)
        let factory = ViewModelFactory(
            index: index, referenceDate: referenceDate, avatars: AvatarMap(policy: .hotlink), imageOrigins: [],
            words: try templates.words(for: content.config.language), bodies: bodies)
        let models = PostPages.models(
            of: post, comments: index.commentsByPost[post.id] ?? [],
            with: PageRenderer(factory: factory, templates: templates)
        ).pages[0]
        layout = models.layout
        page = models.page
    }

    /// The page's bytes, rendered as a build renders them.
    func render() -> [UInt8] {
        templates.render(PageContext(layout: layout, page: page), template: PostPages.page)
    }
}
