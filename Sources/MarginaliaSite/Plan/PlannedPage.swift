import MarginaliaModels

/// One page of a plan: which it is, its files, what it is made from and how it is rendered. Made
/// from a `PageKind` by `PageKind.plan(in:theme:)`; the kind's own types are hidden behind it.
struct PlannedPage: Sendable {
    let page: SitePage
    /// `PageKind.keptAcrossBuilds`.
    let keptAcrossBuilds: Bool
    private let inputs: any PageInputs
    private let render: @Sendable (PageRenderer) -> [RenderedFile]
    /// Made when asked: a rebuild needs the files of the pages it renders or removes only.
    private let makePaths: @Sendable () -> [String]
    /// The files, once made (`withPathsMade()`).
    private var madePaths: [String]?

    fileprivate init<Kind: PageKind>(
        _ kind: Kind.Type, key: Identifier?, inputs: Kind.Inputs, in index: ContentIndex, theme: ThemeShape
    ) {
        page = SitePage(kind: Kind.name, key: key)
        keptAcrossBuilds = Kind.keptAcrossBuilds
        self.inputs = inputs
        render = { Kind.files(for: inputs, with: $0) }
        makePaths = { Kind.paths(of: inputs, in: index, theme: theme) }
    }

    /// Its output files, relative to the output folder. They follow from its inputs and the
    /// shared inputs (the settings say how many pages a discussion has, the theme whether posts
    /// have `thread.html`).
    var paths: [String] { madePaths ?? makePaths() }

    /// The page with its files made once, for the steps that read them again.
    func withPathsMade() -> PlannedPage {
        var page = self
        page.madePaths = makePaths()
        return page
    }

    /// Whether `other` is made from the same inputs (and so gives the same files, shared inputs
    /// being equal).
    func hasSameInputs(as other: PlannedPage) -> Bool {
        page == other.page && inputs.isEqual(to: other.inputs)
    }

    /// The fingerprint of the page's inputs on top of `shared` (the shared inputs').
    func fingerprint(shared: Fingerprint) -> String {
        var fingerprint = shared
        fingerprint.combine(page.kind)
        inputs.combine(into: &fingerprint)
        return fingerprint.text
    }

    /// The comments the page shows, whose bodies it renders.
    var shownComments: [Comment] { inputs.shownComments }

    /// The page's files.
    func files(with renderer: PageRenderer) -> [RenderedFile] { render(renderer) }
}

extension PageKind {
    /// The planned pages of this kind in `index`.
    static func plan(in index: ContentIndex, theme: ThemeShape) -> [PlannedPage] {
        pages(in: index).map { page in
            PlannedPage(Self.self, key: page.key, inputs: page.inputs, in: index, theme: theme)
        }
    }
}

extension PageInputs {
    fileprivate func isEqual(to other: any PageInputs) -> Bool {
        (other as? Self) == self
    }
}
