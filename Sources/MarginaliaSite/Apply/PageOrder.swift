/// In what order one rebuild renders its pages: those open in browsers first (`openFirst`), or
/// all at once (`nil`); with what the report of the first pages needs.
struct PageOrder: Sendable {
    /// When the rebuild started.
    let start: ContinuousClock.Instant
    /// The rebuild's changed inputs, for the report of the first pages.
    let changedInputs: [String]
    let openFirst: RebuildPriorities?

    /// The pages to render first: those among `pages` that have an open path, if they are not all
    /// of them.
    func firstPages(of pages: [PlannedPage], open: Set<String>) -> Set<SitePage> {
        let first = pages.filter { page in page.paths.contains(where: open.contains) }
        return first.count < pages.count ? Set(first.map(\.page)) : []
    }
}
