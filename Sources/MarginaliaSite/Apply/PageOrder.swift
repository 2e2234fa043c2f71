/// In what order one rebuild renders its pages: those open in browsers first (`openFirst`), or
/// all at once (`nil`); with what the report of the first pages needs.
struct PageOrder: Sendable {
    /// When the rebuild started.
    let start: ContinuousClock.Instant
    /// The rebuild's changed inputs, for the report of the first pages.
    let changedInputs: [String]
    let openFirst: RebuildPriorities?
}
