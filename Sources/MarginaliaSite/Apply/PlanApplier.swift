import Foundation
import MarginaliaModels

/// Applies a plan's changes: renders the pages that changed and hands their files to a sink,
/// writes or copies the other files that changed, and removes the files of what is gone. The one
/// apply step of `build` and `serve`.
struct PlanApplier: Sendable {
    let plan: SitePlan
    let inputs: SiteInputs
    /// Rendered bodies kept from earlier builds (`serve`), or none.
    var bodies: BodyProvider
    /// Whether every body the pages render is kept for the next apply (`serve`), or only those
    /// several pages show, each page rendering its own others (`build`, whose memory then does not
    /// hold every body at once).
    let keepsEveryBody: Bool
    /// Whether the outcome lists the page files rendered and written (`serve`'s reports), or only
    /// counts them (`build`: at 900,000 files the list took about 90 MB by the end of the pages).
    let listsFiles: Bool
    let referenceDate: Date

    /// What an apply did.
    struct Outcome: Sendable {
        /// How many page files were rendered, whether or not they were written.
        var renderedCount = 0
        /// The page files rendered, whether or not they were written, sorted (with `listsFiles`).
        var rendered: [String] = []
        /// The page files written, sorted (with `listsFiles`).
        var written: [String] = []
        /// The files copied from the `assets/` folders, sorted.
        var copied: [String] = []
        /// The other files that are not pages written (avatar images, the relative-date rules), sorted.
        var generated: [String] = []
        /// The files removed, sorted.
        var removed: [String] = []
        /// The page files written first, as pages open in browsers (`order`).
        var shownFirst: [String] = []
    }

    /// Applies `changes` to `sink`. Pages the sink keeps from the last build are not rendered;
    /// with `order`, the pages open in browsers are rendered first; `progress` hears of every page
    /// rendered. The bodies rendered stay in `bodies` for the next apply.
    mutating func apply<Sink: SiteSink>(
        _ changes: PlanChanges, to sink: Sink, order: PageOrder? = nil,
        progress: BuildProgressHandler? = nil, phases: inout BuildPhases
    ) async throws(SiteError) -> Outcome {
        bodies.keep(only: keepsEveryBody ? nil : Self.commentsShownTwice(by: changes.pages))
        phases.end("shared bodies")
        var outcome = try await render(changes.pages, to: sink, order: order, progress: progress)
        phases.end("pages")
        // The renderer, which held a copy of the provider, is gone: the bodies are added in place.
        if keepsEveryBody { bodies.holdKeptBodies() }
        for path in changes.assets {
            switch plan.assets[path] {
            case .bytes(let data):
                try sink.write(data, to: path)
                outcome.generated.append(path)
            case .file(let source, _):
                try sink.copy(source, to: path)
                outcome.copied.append(path)
            case nil: continue
            }
        }
        for path in changes.removed {
            try sink.remove(path)
            outcome.removed.append(path)
        }
        phases.end("assets")
        return outcome
    }

    /// Renders `pages` and hands their files to `sink`; a page the sink keeps from the last build
    /// is not rendered (`PageRendering`).
    private func render<Sink: SiteSink>(
        _ pages: [PlannedPage], to sink: Sink, order: PageOrder?, progress: BuildProgressHandler?
    ) async throws(SiteError) -> Outcome {
        let renderer = PageRenderer(
            factory: ViewModelFactory(
                index: inputs.index, referenceDate: referenceDate, avatars: inputs.avatars.map,
                imageOrigins: inputs.avatars.imageOrigins, words: plan.shared.words,
                postWords: inputs.postWords, bodies: bodies),
            templates: inputs.templates)
        let rendering = PageRendering(
            renderer: renderer, sink: sink, sharedFingerprint: sink.keepsPages ? plan.shared.fingerprint : nil,
            listsFiles: listsFiles)
        return try await rendering.render(pages, order: order, progress: progress)
    }

    /// The comments that more than one of `pages` shows (a friend's comment on its post's page and
    /// on the friend's, say), when `pages` are every page of the site (a `build`): those that a page
    /// which does not own them shows, since each is on its own post's pages too. Only those are
    /// looked at, so that the set is not one of every comment of the site (at 10,000,000 comments,
    /// a set of every id took about 500 MB).
    private static func commentsShownTwice(by pages: [PlannedPage]) -> Set<Identifier> {
        var shown = Set<Identifier>()
        for page in pages where !page.ownsShownComments {
            let comments = page.shownComments
            for index in comments.indices { shown.insert(comments[index].id) }
        }
        return shown
    }
}
