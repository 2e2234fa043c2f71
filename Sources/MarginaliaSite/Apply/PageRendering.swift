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
        let sharedFingerprint = sharedFingerprint
        let results = try await forEachInParallel(jobs, finished: finished) {
            page throws(SiteError) -> [(path: String, written: Bool)] in
            var fingerprint: String?
            if let sharedFingerprint, page.keptAcrossBuilds {
                fingerprint = page.fingerprint(shared: sharedFingerprint)
                if let fingerprint, sink.keep(page, fingerprint: fingerprint) { return [] }
            }
            let files = try page.files(with: renderer).map { file throws(SiteError) in
                (path: file.path, written: try sink.take(file, fingerprint: fingerprint))
            }
            rendered?(page)
            return files
        }.joined()
        var outcome = PlanApplier.Outcome()
        outcome.rendered = results.map(\.path).sorted()
        outcome.written = results.filter(\.written).map(\.path).sorted()
        return outcome
    }
}
