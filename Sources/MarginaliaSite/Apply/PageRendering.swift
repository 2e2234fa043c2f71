import Foundation
import MarginaliaModels

/// Renders pages in parallel and hands each file to a sink: all at once, or (with a `PageOrder`)
/// those open in browsers first, reported as soon as they are written, then the rest while any of
/// them can be rendered on demand (`PendingPages`).
struct PageRendering<Sink: SiteSink>: Sendable {
    let renderer: PageRenderer
    let sink: Sink
    /// The shared inputs' fingerprint, when the sink keeps pages whose inputs are unchanged: a
    /// page that can be kept is fingerprinted, on every core, and rendered only if the sink does
    /// not keep it.
    let sharedFingerprint: Fingerprint?
    /// Whether the outcome lists the files rendered and written, or only counts them.
    let listsFiles: Bool

    func render(
        _ jobs: [PlannedPage], order: PageOrder?, progress: BuildProgressHandler?
    ) async throws(SiteError) -> PlanApplier.Outcome {
        guard let order, let priorities = order.openFirst else {
            return try await renderAll(jobs, progress: progress)
        }
        let open = await priorities.openPaths()
        guard !open.isEmpty else { return try await renderAll(jobs, progress: progress) }
        let first = priorities.pending.begin(jobs, first: open) { page throws(SiteError) in
            for file in page.files(with: renderer) { _ = try sink.take(file, fingerprint: nil) }
        }
        // Open first when some pages are open, not all.
        guard !first.isEmpty, first.count < jobs.count else {
            priorities.pending.end()
            return try await renderAll(jobs, progress: progress)
        }
        defer { priorities.pending.end() }
        let rest = jobs.indices.filter { !first.contains($0) }.map { jobs[$0] }
        var shown = try await renderAll(first.sorted().map { jobs[$0] }, progress: nil)
        var firstReport = RebuildReport(kind: .firstPages)
        firstReport.changedInputs = order.changedInputs
        firstReport.filesRendered = shown.rendered
        firstReport.filesWritten = shown.written
        firstReport.duration = ContinuousClock.now - order.start
        await priorities.firstPagesWritten(firstReport)
        let others = try await renderAll(rest, progress: progress) { priorities.pending.rendered($0) }
        shown.shownFirst = shown.written
        shown.renderedCount += others.renderedCount
        shown.rendered = (shown.rendered + others.rendered).sorted()
        shown.written = (shown.written + others.written).sorted()
        return shown
    }

    /// Renders every page in parallel; `rendered` hears of each page once its files are taken.
    private func renderAll(
        _ jobs: [PlannedPage], progress: BuildProgressHandler?, rendered: (@Sendable (PlannedPage) -> Void)? = nil
    ) async throws(SiteError) -> PlanApplier.Outcome {
        let finished = progress.map { progress in
            { (done: Int) in progress(BuildProgress(step: "pages", done: done, total: jobs.count)) }
        }
        let renderer = renderer
        let sink = sink
        let (sharedFingerprint, listsFiles) = (sharedFingerprint, self.listsFiles)
        let results = try await forEachInParallel(jobs, finished: finished) {
            page throws(SiteError) -> (count: Int, files: [(path: String, written: Bool)]) in
            var fingerprint: String?
            if let sharedFingerprint, page.keptAcrossBuilds {
                fingerprint = page.fingerprint(shared: sharedFingerprint)
                if let fingerprint, sink.keep(page, fingerprint: fingerprint) { return (0, []) }
            }
            var taken: (count: Int, files: [(path: String, written: Bool)]) = (0, [])
            for file in page.files(with: renderer) {
                let written = try sink.take(file, fingerprint: fingerprint)
                taken.count += 1
                if listsFiles { taken.files.append((file.path, written)) }
            }
            rendered?(page)
            return taken
        }
        var outcome = PlanApplier.Outcome()
        outcome.renderedCount = results.reduce(0) { $0 + $1.count }
        guard listsFiles else { return outcome }
        let files = results.lazy.flatMap(\.files)
        outcome.rendered = files.map(\.path).sorted()
        outcome.written = files.filter(\.written).map(\.path).sorted()
        return outcome
    }
}
