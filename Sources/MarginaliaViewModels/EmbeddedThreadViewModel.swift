import MarginaliaLocale
import MarginaliaText

/// A post's whole discussion as a fragment a blog includes in its own post page at build time
/// (`posts/<postId>/thread.html`): the same comment cells as the post page, with every link
/// absolute (the fragment is read on the blog's pages, not on this site).
public struct EmbeddedThreadViewModel: Sendable, Equatable {
    /// The post's comments, every thread of them, built with absolute links by the generator.
    public let page: PostPageViewModel
    /// The site's name, for the link back to the comment page.
    public let siteTitle: String

    public init(page: PostPageViewModel, siteTitle: String) {
        self.page = page
        self.siteTitle = siteTitle
    }
}

extension EmbeddedThreadViewModel {
    /// The heading's id, unique on a blog page that includes the threads of several posts.
    public var headingId: String { "marginalia-comments-\(page.postId)" }

    /// The discussion's language as a BCP 47 tag (the post's own, else the site's): the fragment
    /// says it, since the blog page that includes it may be in another.
    public var language: String { page.dates.language }

    /// Which way the discussion's text runs, "ltr" or "rtl", from its language (CLDR's data, as
    /// for pages): always said, since the blog page that includes it may run the other way.
    public var direction: String { TextDirection(languageTag: language).rawValue }

    /// "Comments on Marginalia Demo", with the site's name apart: the link to the discussion on
    /// this site.
    public var sourceText: NameInText {
        let words = page.words
        return words.text(
            .threadSource, around: "site", value: DisplayText.title(siteTitle, blank: words.text(.untitledPost)))
    }
}
