import Foundation
import MarginaliaContent
import MarginaliaMarkdown
import MarginaliaModels

/// Builds the site again and again, doing only what changed: the development server's builder.
///
/// It runs the pipeline `SiteGenerator.build()` runs (`SiteInputs`, `SitePlan`, `PlanApplier`).
/// The first `rebuild()` is a full build, written to a staging folder and swapped in, with the
/// same output. It keeps what it made: the inputs as read (each fixture file's decoded content,
/// the loaded templates), the plan, every comment's rendered body and a digest of every page
/// file. Each later rebuild reads only the fixture files and templates that changed, renders only
/// the pages whose inputs differ from the last plan's (every page when an input all pages share
/// changed: `SharedInputs`), writes only the files whose text differs from what is on disk,
/// copies only the changed assets, and removes the files of pages and assets that are gone. Those files are
/// replaced one by one in the live output folder, each atomically, and a rebuild that fails
/// halfway (a full disk) puts back every file it replaced (`OutputPatcher`).
///
/// With `priorities` set, a rebuild that renders many pages renders those open in browsers
/// first, reports them, and renders the rest while any other page can be rendered on demand
/// (`RebuildPriorities`, `PendingPages`).
///
/// A rebuild that fails on bad content or templates changes nothing, on disk or in what is kept:
/// the next one starts from the last good build. One that fails to write leaves the output
/// folder as it was. If the output folder was replaced or removed by someone else, or a write
/// failed, the next rebuild is a full one.
public struct SiteRebuilder: Sendable {
    public let options: SiteGenerator.Options
    /// The Markdown renderer, the content's file system and the avatar downloads.
    let services: BuildServices
    /// Which pages to render first, and who hears of them; `nil` renders in no particular order.
    public var priorities: RebuildPriorities?
    /// The last good build.
    private var built: BuiltSite?

    public init(options: SiteGenerator.Options, services: BuildServices = BuildServices()) {
        var options = options
        // Its build is kept and updated: every body is held (`BuildOptions.bodiesLeftInFilesFrom`).
        options.bodiesLeftInFilesFrom = nil
        self.options = options
        self.services = services
    }

    /// Brings the output folder up to date. `changedFiles` names files known to have changed (a
    /// watcher's report, paths as the options spell them or absolute): they are read again even
    /// if their stamps look unchanged. Other changes are found by comparing stamps.
    public mutating func rebuild(changedFiles: Set<String> = []) async throws(SiteError) -> RebuildReport {
        let start = ContinuousClock.now
        let reported = InputPaths(options: options, changedFiles: changedFiles)
        // Taken out while it changes, so that its large tables are not copied.
        var previous = built.take()
        let inputs: SiteInputs
        let read: SiteInputs.Changes
        // `serve` reports no timings.
        var phases = BuildPhases()
        do {
            (inputs, read) = try await SiteInputs.read(
                options, services: services, previous: previous?.inputs, reported: reported, phases: &phases)
        } catch {
            built = previous
            throw error
        }
        let plan = await SitePlan(inputs, referenceDate: options.referenceDate, markdown: services.markdown.identity)
        var applier = PlanApplier(
            plan: plan, inputs: inputs, bodies: previous?.takeBodies() ?? BodyProvider(markdown: services.markdown),
            keepsEveryBody: true, listsFiles: true, referenceDate: options.referenceDate)
        // In place when the output folder is the one the last build wrote; else a whole new site
        // in a staging folder, swapped in.
        let kind: RebuildReport.Kind
        let changes: PlanChanges
        let sink: any SiteSink
        var order: PageOrder?
        var changedInputs: [String] = []
        if let previousPlan = previous?.plan, let identity = previous?.outputIdentity,
            identity == OutputIdentity(outputURL)
        {
            kind = .incremental
            changes = await plan.changes(
                since: previousPlan, reportedAssets: Set(reported.changedAssets.map(SiteURLs.asset)))
            changedInputs = read.inputs + assetInputs(changes, plan: plan, previous: previousPlan)
            let manyPages = plan.shared != previousPlan.shared || changes.pages.count >= RebuildPriorities.manyPages
            order = PageOrder(start: start, changedInputs: changedInputs, openFirst: manyPages ? priorities : nil)
            sink = PatchSink(patcher: OutputPatcher(outputURL: outputURL), digests: previous?.takeDigests() ?? [:])
        } else {
            kind = .full
            changes = await plan.changes(since: nil)
            do {
                sink = StagingSink(
                    writer: try OutputWriter(outputURL: outputURL), reuse: nil, manifest: nil, recordsDigests: true)
            } catch {
                built = BuiltSite(inputs: inputs, plan: plan, bodies: applier.bodies)
                throw error
            }
        }
        var report: RebuildReport
        do {
            let outcome = try await applier.apply(changes, to: sink, order: order, phases: &phases)
            try sink.commit()
            report = RebuildReport(kind: kind, outcome)
            report.changedInputs = changedInputs
        } catch {
            // The files written so far are put back: the last good site stays served. What is kept
            // describes the new inputs, not the output folder: the next rebuild is full.
            sink.discard()
            built = BuiltSite(inputs: inputs, plan: plan, bodies: applier.bodies)
            throw error
        }
        built = BuiltSite(
            inputs: inputs, plan: plan, bodies: applier.bodies, digests: sink.digests,
            outputIdentity: OutputIdentity(outputURL))
        (consume previous).retire()
        report.duration = ContinuousClock.now - start
        if read.loadedTemplates { report.themeWarnings = inputs.templates.warnings }
        report.avatarProblems = read.avatars.failures
        return report
    }

    /// The changed inputs among the static files: the source of each file copied, and each one gone.
    private func assetInputs(_ changes: PlanChanges, plan: SitePlan, previous: SitePlan) -> [String] {
        let copied = changes.assets.compactMap { path -> String? in
            guard case .file(let source, _) = plan.assets[path] else { return nil }
            return source
        }
        return copied + changes.removed.filter { previous.assets[$0] != nil && $0.hasPrefix(SiteURLs.assetsFolder) }
    }

    var outputURL: URL { URL(fileURLWithPath: options.outputDirectory).standardizedFileURL }
}
