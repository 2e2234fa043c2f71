import MarginaliaModels

/// The pages of one kind in a plan, with their inputs as the kind's own type: compared with the
/// last plan's without boxing each page's inputs, and turned into `PlannedPage`s only for the
/// pages that are to be rendered.
protocol KindPages: Sendable {
    /// Every page, made ready to render.
    func planned(in site: PlanSite) -> [PlannedPage]
    /// The pages that differ from `previous` (every page when `everyPage`), made ready to render,
    /// and the files of `previous`'s pages that they no longer have, or that pages gone had.
    func changes(
        since previous: any KindPages, everyPage: Bool, in site: PlanSite, previousSite: PlanSite
    ) -> (pages: [PlannedPage], removed: [String])
}

/// What a page's files follow from besides its inputs: the content index (how many pages a
/// discussion has) and the theme (whether posts have `thread.html`).
struct PlanSite: Sendable {
    let index: ContentIndex
    let theme: ThemeShape
}

/// `KindPages` for `Kind`.
struct PagesOfKind<Kind: PageKind>: KindPages {
    let pages: [(key: Identifier?, inputs: Kind.Inputs)]

    init(in index: ContentIndex) {
        pages = Kind.pages(in: index)
    }

    func planned(in site: PlanSite) -> [PlannedPage] {
        pages.map { PlannedPage(Kind.self, key: $0.key, inputs: $0.inputs, in: site) }
    }

    func changes(
        since previous: any KindPages, everyPage: Bool, in site: PlanSite, previousSite: PlanSite
    ) -> (pages: [PlannedPage], removed: [String]) {
        guard let previous = previous as? Self else { return (planned(in: site), []) }
        var changed: [PlannedPage] = []
        var removed: [String] = []
        func compare(_ new: (key: Identifier?, inputs: Kind.Inputs), with old: Kind.Inputs?) {
            guard let old else {
                changed.append(PlannedPage(Kind.self, key: new.key, inputs: new.inputs, in: site))
                return
            }
            guard everyPage || old != new.inputs else { return }
            let page = PlannedPage(Kind.self, key: new.key, inputs: new.inputs, in: site)
            changed.append(page)
            let oldPaths = Kind.paths(of: old, in: previousSite.index, theme: previousSite.theme)
            if oldPaths != page.paths { removed += Set(oldPaths).subtracting(page.paths) }
        }
        // Nearly always the same pages in the same order: compared side by side.
        if pages.count == previous.pages.count, zip(pages, previous.pages).allSatisfy({ $0.key == $1.key }) {
            for (new, old) in zip(pages, previous.pages) { compare(new, with: old.inputs) }
            return (changed, removed)
        }
        var previousInputs: [Identifier?: Kind.Inputs] = [:]
        previousInputs.reserveCapacity(previous.pages.count)
        for page in previous.pages { previousInputs[page.key] = page.inputs }
        for new in pages { compare(new, with: previousInputs.removeValue(forKey: new.key)) }
        for old in previousInputs.values {
            removed += Kind.paths(of: old, in: previousSite.index, theme: previousSite.theme)
        }
        return (changed, removed)
    }
}

extension PageKind {
    /// The pages of this kind in `index`.
    static func plan(in index: ContentIndex) -> any KindPages {
        PagesOfKind<Self>(in: index)
    }
}
