import MarginaliaModels

/// One page of a plan: which it is, its files, what it is made from and how it is rendered. Made
/// from a kind's pages (`PagesOfKind`) for each page to render; the kind's own types are hidden behind it.
struct PlannedPage: Sendable {
    let page: SitePage
    /// `PageKind.keptAcrossBuilds`.
    let keptAcrossBuilds: Bool
    /// Its output files, relative to the output folder. They follow from its inputs and the
    /// shared inputs (the settings say how many pages a discussion has, the theme whether posts
    /// have `thread.html`).
    let paths: [String]
    /// The inputs with the kind that renders them, held once (a closure that rendered them held
    /// them a second time: about 150 bytes a page).
    private let inputs: any KindInputs

    init<Kind: PageKind>(_ kind: Kind.Type, inputs: Kind.Inputs, in site: PlanSite) {
        page = SitePage(kind: Kind.name, key: inputs.key)
        keptAcrossBuilds = Kind.keptAcrossBuilds
        paths = Kind.paths(of: inputs, in: site.index, theme: site.theme)
        self.inputs = InputsOfKind<Kind>(inputs: inputs)
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
    /// Whether the page is the one place its comments belong (`PageInputs.ownsShownComments`).
    var ownsShownComments: Bool { inputs.ownsShownComments }

    /// The page's files.
    func files(with renderer: PageRenderer) -> [RenderedFile] { inputs.files(with: renderer) }
}

/// A page's inputs that can render themselves: `InputsOfKind` for each kind.
private protocol KindInputs: Sendable {
    func combine(into fingerprint: inout Fingerprint)
    var shownComments: [Comment] { get }
    var ownsShownComments: Bool { get }
    func files(with renderer: PageRenderer) -> [RenderedFile]
}

/// The inputs of a page of `Kind`, rendered by it.
private struct InputsOfKind<Kind: PageKind>: KindInputs {
    let inputs: Kind.Inputs

    func combine(into fingerprint: inout Fingerprint) { inputs.combine(into: &fingerprint) }
    var shownComments: [Comment] { inputs.shownComments }
    var ownsShownComments: Bool { inputs.ownsShownComments }
    func files(with renderer: PageRenderer) -> [RenderedFile] { Kind.files(for: inputs, with: renderer) }
}
