import Foundation
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaText
import MarginaliaViewModels

/// The site as the intake server needs it: the content, to check that a comment's post and parent
/// exist, and the theme, to render its pages through the site's own pipeline (cmark, the view
/// models, the templates, the post's language). Read once, and again when the content changes.
package struct IntakeSite: Sendable {
    let inputs: SiteInputs
    private let markdown: any MarkdownRendering

    /// Reads and checks the content and the theme as a build does, with every body held and no
    /// avatar fetched; a theme without `intake.mustache` cannot take comments and is an error.
    package static func read(
        contentDirectory: String, templatesDirectory: String, markdown: any MarkdownRendering = CMarkRenderer()
    ) async throws(SiteError) -> IntakeSite {
        var options = BuildOptions(
            contentDirectory: contentDirectory, templatesDirectory: templatesDirectory, referenceDate: Date(),
            offline: true)
        options.bodiesLeftInFilesFrom = nil
        var phases = BuildPhases()
        let (inputs, _) = try await SiteInputs.read(options, services: BuildServices(), previous: nil, phases: &phases)
        guard inputs.templates.has(IntakeTemplate.page.name) else {
            throw .template([
                TemplateProblem(
                    file: (templatesDirectory as NSString).appendingPathComponent(
                        IntakeTemplate.page.name + ".mustache"),
                    message: "the theme has no intake page, so it cannot take comments; copy the default theme's")
            ])
        }
        return IntakeSite(inputs: inputs, markdown: markdown)
    }

    /// The site's settings.
    package var config: SiteConfig { inputs.index.content.config }

    /// The post with the id `id`.
    package func post(_ id: String) -> Post? {
        inputs.index.postsById[Identifier(id)]
    }

    /// The comment `id` of the post `post`, if it is one of that post's.
    package func comment(_ id: String, on post: Post) -> Comment? {
        guard !id.isEmpty else { return nil }
        return inputs.index.commentsByPost[post.id]?.first { $0.id.rawValue == id }
    }

    /// Whether the post already has a comment with this body (its line ends made `\n`, as a
    /// draft's are; white space is kept, since in Markdown it can change what a body says).
    package func hasComment(withBody body: String, on post: Post) -> Bool {
        inputs.index.commentsByPost[post.id]?.contains {
            $0.body.text?.replacing("\r\n", with: "\n") == body
        } ?? false
    }

    /// The page `page`, rendered with the theme in the post's language (the site's when there is no
    /// post), its relative dates counted from `now`.
    package func render(_ page: IntakePage, links: IntakeLinks, now: Date) -> [UInt8] {
        inputs.templates.render(model(of: page, links: links, now: now), template: IntakeTemplate.page)
    }

    /// The view model of `page`.
    func model(of page: IntakePage, links: IntakeLinks, now: Date) -> IntakePageViewModel {
        let post: Post? =
            switch page {
            case .reply(let post, _, _), .preview(let post, _, _, _), .received(let post): post
            case .refused(_, let post, _, _): post
            }
        let siteFactory = ViewModelFactory(
            index: inputs.index, referenceDate: now, avatars: inputs.avatars.map,
            imageOrigins: inputs.avatars.imageOrigins, words: inputs.words, postWords: inputs.postWords,
            bodies: BodyProvider(markdown: markdown))
        let factory = post.map { siteFactory.speaking(languageOf: $0) } ?? siteFactory
        let words = factory.words
        func cell(_ comment: Comment?) -> CommentCellViewModel? {
            comment.flatMap { comment in
                factory.intakeCell(
                    of: comment, body: markdown.body(fromMarkdown: comment.body.text ?? ""), links: links)
            }
        }
        func form(_ draft: CommentDraft, parent: Comment?) -> CommentFormViewModel? {
            guard let post else { return nil }
            return CommentFormViewModel(
                actionURL: links.page(CommentsAddress.previewPage), postId: post.id.rawValue,
                parentId: parent?.id.rawValue, parentAuthorName: parent?.author.name, name: draft.name,
                website: draft.website, email: draft.email, body: draft.body, words: words)
        }
        let notice: IntakePageViewModel.Notice
        var parentCell: CommentCellViewModel?
        var preview: CommentCellViewModel?
        var confirmation: IntakePageViewModel.Confirmation?
        var shownForm: CommentFormViewModel?
        switch page {
        case .reply(let post, let parent, let draft):
            notice = .init(title: DisplayText.title(post.title, blank: words.text(.untitledPost)))
            parentCell = cell(parent)
            shownForm = form(draft, parent: parent)
        case .preview(_, let parent, let draft, let fields):
            notice = .init(title: words.text(.commentPreviewTitle), message: words.text(.commentPreviewNote))
            preview = cell(draft.comment(id: "preview", authorId: "preview", postedAt: now))
            confirmation = .init(
                actionURL: links.page(CommentsAddress.confirmPage),
                fields: fields.map { .init(name: $0.name, value: $0.value) })
            shownForm = form(draft, parent: parent)
        case .received:
            notice = .init(title: words.text(.commentReceivedTitle), message: words.text(.commentReceivedHeld))
        case .refused(let refusal, _, let parent, let draft):
            notice = .init(title: words.text(.commentRefusedTitle), refusal: refusal.message(in: words))
            shownForm = draft.flatMap { form($0, parent: parent) }
        }
        return IntakePageViewModel(
            layout: factory.intakeLayout(title: notice.title, links: links), postTitle: post?.title ?? "",
            postPageURL: post.map { factory.intakePostLink($0, links: links) }, notice: notice, parent: parentCell,
            preview: preview, confirmation: confirmation, form: shownForm)
    }
}
