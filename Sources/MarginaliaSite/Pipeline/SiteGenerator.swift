import Foundation
import MarginaliaContent
import MarginaliaMarkdown
import MarginaliaModels

/// The coordinator: reads the content, decides which pages exist and where, builds their view
/// models, fills the templates and swaps the finished site into the output folder.
public struct SiteGenerator: Sendable {
    /// Where things are and which date counts as "now".
    public typealias Options = BuildOptions

    public var options: Options
    /// The Markdown renderer, the content's file system and the avatar downloads.
    public var services: BuildServices
    /// Told how many pages are rendered; `nil`: nobody listens.
    public var progress: BuildProgressHandler?

    public init(options: Options, services: BuildServices = BuildServices()) {
        self.options = options
        self.services = services
    }

    /// Builds the whole site. On failure the previous output folder is left exactly as it was.
    public func build() async throws(SiteError) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        var phases = BuildPhases()
        let (inputs, read) = try await SiteInputs.read(options, services: services, previous: nil, phases: &phases)
        let plan = await SitePlan(inputs, referenceDate: options.referenceDate, markdown: services.markdown.identity)
        phases.end("plan the pages")
        let writer = try OutputWriter(outputURL: URL(fileURLWithPath: options.outputDirectory))
        let sink = StagingSink(
            writer: writer,
            reuse: PageReuse(previous: PageManifest.read(from: manifestURL), outputPath: writer.outputURL.path),
            manifest: PageManifestRecorder(replacing: manifestURL), recordsDigests: false)
        let texts = StoredBodyReader(fileSystem: services.contentFileSystem)
        var applier = PlanApplier(
            plan: plan, inputs: inputs, bodies: BodyProvider(markdown: services.markdown, texts: texts),
            keepsEveryBody: false, listsFiles: false, referenceDate: options.referenceDate)
        do throws(SiteError) {
            let changes = await plan.changes(since: nil)
            let outcome = try await applier.apply(changes, to: sink, progress: progress, phases: &phases)
            // A body left in its file that was no longer there: the pages that show it are wrong.
            let missing = texts.problems
            guard missing.isEmpty else { throw SiteError.content(ContentError(missing)) }
            try sink.commit()
            phases.end("swap the new site in")
            var report = BuildReport()
            let content = inputs.index.content
            report.posts = content.posts.count
            report.comments = content.comments.count
            report.friends = content.friends.count
            report.pagesWritten = outcome.renderedCount + sink.keptFiles
            report.keptPages = sink.keptPages
            report.assetsCopied = outcome.copied.count + outcome.generated.count
            report.avatars = read.avatars
            report.themeWarnings = inputs.templates.warnings
            report.unchangedFiles = writer.unchangedFileCount
            report.output = writer.size
            report.phases = phases
            report.duration = clock.now - start
            releaseInBackground((inputs, plan, applier))
            return report
        } catch {
            sink.discard()
            throw error
        }
    }

    /// Drops the last references to `values` on another thread. Freeing a large site's objects
    /// one by one takes one core a noticeable while (the comments, their cells, the plan's
    /// pages); the caller reports the build meanwhile, and a process that exits after that
    /// leaves the rest to the system.
    private func releaseInBackground(_ values: sending some Sendable) {
        Task.detached(priority: .utility) { withExtendedLifetime(values) {} }
    }

    /// Where the manifest of the pages in the output folder is kept: in the cache folder, named
    /// after the output folder.
    var manifestURL: URL {
        let outputName = URL(fileURLWithPath: options.outputDirectory).standardizedFileURL.lastPathComponent
        return options.cacheURL.appendingPathComponent("pages").appendingPathComponent(outputName + ".txt")
    }
}
