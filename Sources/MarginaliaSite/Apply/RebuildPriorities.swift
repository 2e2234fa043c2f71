/// How a rebuild that renders many pages (after a template, the site settings or many files
/// changed) shows the pages open in browsers first: it renders and writes those, says so, then
/// renders the rest while `pending` lets the server render any other page on demand.
public struct RebuildPriorities: Sendable {
    /// The output paths open in browsers now (`posts/p1/index.html`).
    public var openPaths: @Sendable () async -> Set<String>
    /// Called with the open pages' files that were written, before the rest is rendered.
    public var firstPagesWritten: @Sendable (_ report: RebuildReport) async -> Void
    /// The pages still to render while the rest is rendered.
    public var pending: PendingPages

    public init(
        openPaths: @escaping @Sendable () async -> Set<String>,
        firstPagesWritten: @escaping @Sendable (_ report: RebuildReport) async -> Void, pending: PendingPages
    ) {
        self.openPaths = openPaths
        self.firstPagesWritten = firstPagesWritten
        self.pending = pending
    }

    /// How many pages a change must render, at least, to have the open ones rendered first when
    /// neither a template nor the site settings changed.
    public static let manyPages = 64
}
