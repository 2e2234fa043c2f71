import MarginaliaContent
import MarginaliaMarkdown

/// What a build calls out to, each behind a small protocol with a live implementation and test
/// doubles: the Markdown renderer, the content folder's file system and the avatar downloads.
/// The full build (`SiteGenerator`) and the rebuilder (`SiteRebuilder`) take the same ones.
public struct BuildServices: Sendable {
    public var markdown: any MarkdownRendering
    public var contentFileSystem: ContentFileSystem
    /// Downloads remote avatars (unless the build is offline or the site hot-links them).
    public var avatarFetcher: any AvatarFetching

    /// By default cmark, the local file system and no avatar downloads (`NoAvatarDownloads`): the
    /// HTTP client lives in MarginaliaAvatarDownloads, whose `BuildServices.live` the command line
    /// passes.
    public init(
        markdown: any MarkdownRendering = CMarkRenderer(), contentFileSystem: ContentFileSystem = .local,
        avatarFetcher: any AvatarFetching = NoAvatarDownloads()
    ) {
        self.markdown = markdown
        self.contentFileSystem = contentFileSystem
        self.avatarFetcher = avatarFetcher
    }
}
