import MarginaliaModels
import MarginaliaTemplates

/// One kind of page, declared once: which pages of the kind a site has, what each is made from,
/// the files it consists of and the templates it is rendered with. Every kind is listed in
/// `PageKinds.all`; the plan, the theme's check, both build paths and the sitemap follow that
/// list (ARCHITECTURE.md, "Adding a kind of page").
protocol PageKind: Sendable {
    /// What one page of this kind is made from, besides what every page shares (`SharedInputs`).
    associatedtype Inputs: PageInputs

    /// Unique among the kinds: it names the kind's pages (`SitePage`) and tags their fingerprints.
    static var name: String { get }
    /// The templates the kind is rendered with, each with its model: the theme's check reads every
    /// one when the theme loads, so a missing template or a name its model lacks stops the load.
    static var templates: [TemplateRoot] { get }
    /// Templates the kind renders with when the theme has them, and leaves its files out when not
    /// (none unless the kind says).
    static var optionalTemplates: [TemplateRoot] { get }
    /// Whether a build may keep a page of this kind from the last build, unrendered, when its
    /// inputs' fingerprint is unchanged (worth it for the many pages each made from a little).
    static var keptAcrossBuilds: Bool { get }

    /// The inputs of every page of the kind in `index`.
    static func pages(in index: ContentIndex) -> [Inputs]
    /// The output files of the page made from `inputs`, relative to the output folder, for a theme
    /// that `theme` describes.
    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String]
    /// Renders those files.
    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile]

    // Implemented once, in `KindPages.swift`; requirements so that each kind's copy is compiled for
    // its own inputs, which a plan compares page by page on every rebuild.
    /// Every page of `pages`, made ready to render.
    static func planned(_ pages: [Inputs], in site: PlanSite) -> [PlannedPage]
    /// The pages of `pages` that differ from `previous` (every page when `everyPage`), made ready
    /// to render, and the files of `previous`'s pages that they no longer have, or that pages gone had.
    static func changes(
        of pages: [Inputs], since previous: [Inputs], everyPage: Bool, in site: PlanSite,
        previousSite: PlanSite
    ) -> (pages: [PlannedPage], removed: [String])
}

/// What one page is made from: compared between two plans (a page whose inputs are equal is not
/// rendered again by `serve`) and fingerprinted (a page whose fingerprint is the last build's is
/// kept by `build`).
protocol PageInputs: Sendable, Equatable {
    /// Which page of its kind this is (a post's or friend's id; `nil` for a kind with one page).
    var key: Identifier? { get }
    /// Every value of the inputs.
    func combine(into fingerprint: inout Fingerprint)
    /// The comments whose bodies the page shows.
    var shownComments: [Comment] { get }
    /// Whether the page is where each of its `shownComments` belongs, and no other page of its
    /// kind shows them (a post's pages: every comment is on its post's), so that a comment it
    /// shows is shown twice only if a page of another kind shows it too.
    var ownsShownComments: Bool { get }
}

extension PageInputs {
    var key: Identifier? { nil }
    var shownComments: [Comment] { [] }
    var ownsShownComments: Bool { false }
}

/// What of the theme decides which files a page has: the optional templates it provides, and how
/// large its sitemap is for a list of URLs (above the limits it is split).
struct ThemeShape: Sendable, Equatable {
    /// Whether posts get an embeddable `thread.html`.
    let hasThreadFragment: Bool
    /// The size of the theme's sitemap.
    let sitemap: SitemapSize
}

/// The table of page kinds. Adding a kind is one entry here (see ARCHITECTURE.md).
enum PageKinds {
    /// Every kind, in the order a build renders them: the posts first (the most work, with
    /// progress), the single pages that take longest next.
    static let all: [any PageKind.Type] = [
        PostPages.self, HomePage.self, SitemapPage.self, SiteFeedPage.self, FriendsListPage.self,
        NotFoundPage.self, FriendPage.self,
    ]

    /// The templates every theme must have for its kinds.
    static var templates: [TemplateRoot] { all.flatMap { $0.templates } }
    /// The templates kinds use when the theme has them.
    static var optionalTemplates: [TemplateRoot] { all.flatMap { $0.optionalTemplates } }
}

extension PageKind {
    static var optionalTemplates: [TemplateRoot] { [] }
}
