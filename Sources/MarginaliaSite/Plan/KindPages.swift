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
/// discussion has) and the theme (whether posts have `thread.html`, how large its sitemap is).
struct PlanSite: Sendable {
    let index: ContentIndex
    let theme: ThemeShape
}

/// `KindPages` for `Kind`.
struct PagesOfKind<Kind: PageKind>: KindPages {
    let pages: [Kind.Inputs]

    init(in index: ContentIndex) {
        pages = Kind.pages(in: index)
    }

    func planned(in site: PlanSite) -> [PlannedPage] {
        Kind.planned(pages, in: site)
    }

    func changes(
        since previous: any KindPages, everyPage: Bool, in site: PlanSite, previousSite: PlanSite
    ) -> (pages: [PlannedPage], removed: [String]) {
        guard let previous = previous as? Self else { return (planned(in: site), []) }
        return Kind.changes(
            of: pages, since: previous.pages, everyPage: everyPage, in: site, previousSite: previousSite)
    }
}

extension PageKind {
    /// The pages of this kind in `index`.
    static func plan(in index: ContentIndex) -> any KindPages {
        PagesOfKind<Self>(in: index)
    }

    static func planned(_ pages: [Inputs], in site: PlanSite) -> [PlannedPage] {
        pages.indices.map { PlannedPage(Self.self, inputs: pages[$0], in: site) }
    }

    static func changes(
        of pages: [Inputs], since previous: [Inputs], everyPage: Bool, in site: PlanSite,
        previousSite: PlanSite
    ) -> (pages: [PlannedPage], removed: [String]) {
        var changed: [PlannedPage] = []
        var removed: [String] = []
        // A page's files follow from its inputs, the theme's shape and the settings: when those
        // two are as they were, a page whose inputs are equal (rendered again for a new
        // template) keeps its files, and the old ones need not be listed again.
        let sameSurroundings =
            site.theme == previousSite.theme && site.index.content.config == previousSite.index.content.config
        /// Adds the page at `position`, and the files `old`'s page had that it has not.
        func add(_ position: Int, replacing old: Inputs?) {
            let page = PlannedPage(Self.self, inputs: pages[position], in: site)
            changed.append(page)
            guard let old, !(sameSurroundings && old == pages[position]) else { return }
            let oldPaths = paths(of: old, in: previousSite.index, theme: previousSite.theme)
            if oldPaths != page.paths { removed += Set(oldPaths).subtracting(page.paths) }
        }
        // Nearly always the same pages in the same order: compared side by side, in place.
        if pages.count == previous.count, pages.indices.allSatisfy({ pages[$0].key == previous[$0].key }) {
            for position in pages.indices where everyPage || pages[position] != previous[position] {
                add(position, replacing: previous[position])
            }
            return (changed, removed)
        }
        var previousInputs: [Identifier?: Inputs] = [:]
        previousInputs.reserveCapacity(previous.count)
        for position in previous.indices { previousInputs[previous[position].key] = previous[position] }
        for position in pages.indices {
            let old = previousInputs.removeValue(forKey: pages[position].key)
            if everyPage || old != pages[position] { add(position, replacing: old) }
        }
        for old in previousInputs.values {
            removed += paths(of: old, in: previousSite.index, theme: previousSite.theme)
        }
        return (changed, removed)
    }
}
