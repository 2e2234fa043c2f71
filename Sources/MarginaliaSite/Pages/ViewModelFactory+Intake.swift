import Foundation
import MarginaliaMarkdown
import MarginaliaModels
import MarginaliaViewModels

/// Where the intake's pages are and where they link to: the site's root as seen from them, and
/// the intake's own address, which their forms post to.
package struct IntakeLinks: Sendable, Equatable {
    /// The site's root as the intake's pages link to it: `/` when the intake is served beside the
    /// site (`serve`), else the site's `baseURL`.
    package let siteRoot: String
    /// The path the intake's pages are under (`/comments/`), which their forms post to.
    package let intakePath: String

    package init(siteRoot: String, intakePath: String) {
        self.siteRoot = siteRoot.hasSuffix("/") ? siteRoot : siteRoot + "/"
        self.intakePath = intakePath.hasSuffix("/") ? intakePath : intakePath + "/"
    }

    /// The address of one of the intake's pages (`CommentsAddress.previewPage`, …).
    package func page(_ name: String) -> String { intakePath + name }

    /// The origin of the site's root when it is on another host than the intake's pages.
    var siteOrigin: String? { CommentsAddress(siteRoot)?.origin }
}

/// The intake's page template: one template for the form, the preview, the note that a comment
/// arrived and every refusal (a theme without it cannot take comments).
enum IntakeTemplate {
    static let page = TemplateName<IntakePageViewModel>("intake")
}

extension ViewModelFactory {
    /// The frame of an intake page titled `title`: its links go to the site (`links.siteRoot`),
    /// its stylesheet and images come from there, its forms post to the intake itself.
    func intakeLayout(title: String, links: IntakeLinks) -> PageLayoutViewModel {
        let root = links.siteRoot
        return PageLayoutViewModel(
            siteTitle: config.title, siteDescription: config.description, language: dates.language,
            pageTitle: title, rootPath: root, friendsURL: root + SiteURLs.friendsDirectory,
            feedURL: root + SiteURLs.feed, assetsURL: root + SiteURLs.assetsDirectory, canonicalURL: nil,
            section: .other, imageOrigins: imageOrigins, words: words, siteOrigin: links.siteOrigin)
    }

    /// A comment's cell as an intake page shows it, on its own (no replies, no reply link, no
    /// "in reply to"), with its links to the site through `links.siteRoot`.
    func intakeCell(of comment: Comment, body: RenderedBody, links: IntakeLinks) -> CommentCellViewModel? {
        let alone = Comment(
            id: comment.id, postId: comment.postId, author: comment.author, body: comment.body,
            postedAt: comment.postedAt, editedAt: comment.editedAt, likes: comment.likes, sourceURL: comment.sourceURL)
        let root = links.siteRoot
        return CommentThreadBuilder(
            comments: [alone], bodies: [body], postId: comment.postId, replyLinks: nil, dates: dates,
            avatarSource: { avatars.source(for: $0, rootPath: $1) },
            friendURL: { $1 + SiteURLs.friendDirectory($0) },
            rootPath: { _ in root }
        ).threads().first
    }

    /// The address of `post`'s discussion on the site, from the intake's pages.
    func intakePostLink(_ post: Post, links: IntakeLinks) -> String {
        links.siteRoot + SiteURLs.postDirectory(post.id)
    }
}
