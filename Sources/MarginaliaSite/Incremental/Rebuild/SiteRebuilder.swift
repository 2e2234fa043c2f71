import Foundation
import MarginaliaContent
import MarginaliaMarkdown
import MarginaliaModels

/// Builds the site again and again, doing only what changed: the development server's builder.
///
/// The first `rebuild()` is a full build, written to a staging folder and swapped in like
/// `SiteGenerator.build()`, with the same output. It keeps what it made: each fixture file's
/// decoded content, the loaded templates, every comment's rendered body and a digest of every
/// output file. Each later rebuild decodes only the fixture files that changed, renders only
/// the pages whose inputs changed (`PageChanges`; every page when the site settings or a template
/// changed), writes only the files whose text differs from what is on disk, copies only the
/// changed assets, and removes the files of pages and assets that are gone. Those files are
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
        self.options = options
        self.services = services
    }

    /// Brings the output folder up to date. `changedFiles` names files known to have changed (a
    /// watcher's report, paths as the options spell them or absolute): they are read again even
    /// if their stamps look unchanged. Other changes are found by comparing stamps.
    public mutating func rebuild(changedFiles: Set<String> = []) async throws(SiteError) -> RebuildReport {
        let start = ContinuousClock.now
        let reported = InputPaths(options: options, changedFiles: changedFiles)
        let snapshot: ContentSnapshot
        do {
            snapshot = try await ContentStore(
                directory: options.contentDirectory, fileSystem: services.contentFileSystem
            )
            .load(reusing: built?.snapshot, changedFiles: reported.changedContentFiles)
        } catch {
            throw .content(error)
        }
        // The templates are read again only when they changed, but their folders are checked
        // every time: a theme's assets folder replaced by a file is an error, not an empty folder.
        try TemplateFiles.checkFolders(directory: options.templatesDirectory)
        let templateInventory = FolderInventory(scanning: URL(fileURLWithPath: options.templatesDirectory)) {
            $0.hasSuffix(".mustache")
        }
        let templateDiff = (built?.templateInventory ?? FolderInventory()).changes(to: templateInventory)
        let changedTemplates = Set(templateDiff.changed + templateDiff.removed).union(reported.changedTemplates)
            .sorted()
        let templates: TemplateRenderer
        let loadedTemplates: Bool
        if let built, changedTemplates.isEmpty {
            templates = built.templates
            loadedTemplates = false
        } else {
            templates = try await TemplateRenderer.load(directory: options.templatesDirectory)
            loadedTemplates = true
        }
        let assets = AssetInventory(
            templatesDirectory: options.templatesDirectory, contentDirectory: options.contentDirectory)
        let avatars = await RebuildAvatars.resolve(
            snapshot, previous: built.map { ($0.avatars, $0.snapshot) }, options: options,
            fetcher: services.avatarFetcher)

        var report: RebuildReport
        // Taken out while it changes, so that its large tables are not copied.
        var previous = built.take()
        if let identity = previous?.outputIdentity, identity == OutputIdentity(outputURL), var site = previous.take() {
            let index = updatedIndex(site, snapshot)
            let everyPage =
                !changedTemplates.isEmpty || snapshot.content.config != site.index.content.config
                || avatars != site.avatars
            let pages =
                everyPage
                ? Set(SitePage.all(in: index))
                : PageChanges.pages(from: site.index, to: index, affectedPosts: affectedPosts(site.snapshot, snapshot))
            let pagesMayBeGone =
                site.index.content.posts != index.content.posts || site.index.content.friends != index.content.friends
                || site.index.paginations.mapValues(\.pageCount) != index.paginations.mapValues(\.pageCount)
                || site.templates.hasThreadFragment != templates.hasThreadFragment
            let assetDiff = site.assets.changes(to: assets.effective)
            let assetsToCopy = Set(assetDiff.changed).union(
                reported.changedAssets.filter { assets.effective.files[$0] != nil }
            ).sorted()
            site.snapshot = snapshot
            site.index = index
            site.templates = templates
            site.templateInventory = templateInventory
            site.assets = assets.effective
            let oldAvatarFiles = site.avatars.map.files
            site.avatars = avatars
            let changedInputs =
                snapshot.decodedFiles.map { path(options.contentDirectory, $0) }
                + snapshot.removedFiles.map { path(options.contentDirectory, $0) }
                + changedTemplates.map { path(options.templatesDirectory, $0) }
                + assetsToCopy.map { assets.source(of: $0) ?? SiteURLs.asset($0) }
                + assetDiff.removed.map(SiteURLs.asset)
            let order = PageOrder(
                start: start, changedInputs: changedInputs,
                openFirst: everyPage || pages.count >= RebuildPriorities.manyPages ? priorities : nil
            )
            let patcher = OutputPatcher(outputURL: outputURL)
            do {
                // Every comment's body is kept rendered: only changed content can add new ones.
                let contentChanged = !snapshot.decodedFiles.isEmpty || !snapshot.removedFiles.isEmpty
                report = try await patch(
                    &site, pages: pages, order: order, bodiesMayBeNew: contentChanged, pagesMayBeGone: pagesMayBeGone,
                    assets: assets, copy: assetsToCopy, remove: assetDiff.removed, patcher: patcher
                )
                report.assetsCopied += try patchAvatarFiles(
                    from: oldAvatarFiles, to: avatars.map.files, patcher: patcher)
                patcher.commit()
            } catch {
                // The files written so far are put back: the last good site stays served. What is
                // kept describes the new inputs, not the output folder: the next rebuild is full.
                patcher.rollBack()
                site.outputIdentity = nil
                built = site
                throw error
            }
            report.changedInputs = changedInputs
            built = site
        } else {
            var site = BuiltSite(
                snapshot: snapshot, index: await ContentIndex.make(content: snapshot.content), templates: templates,
                templateInventory: templateInventory, assets: assets.effective,
                bodies: previous.take()?.bodies ?? RenderedBodies(),
                avatars: avatars
            )
            do {
                report = try await writeWholeSite(&site)
            } catch {
                built = site
                throw error
            }
            built = site
        }
        report.duration = ContinuousClock.now - start
        if loadedTemplates { report.themeWarnings = templates.warnings }
        return report
    }

    /// The posts whose comments may differ between two loads: those of the comments in the
    /// files read again or removed, before and after.
    private func affectedPosts(_ old: ContentSnapshot, _ new: ContentSnapshot) -> Set<Identifier> {
        let oldComments = old.comments(inFiles: new.decodedFiles + new.removedFiles)
        return Set((oldComments + new.comments(inFiles: new.decodedFiles)).map(\.postId))
    }

    /// The content index for a new load, reusing what the last build's index holds.
    private func updatedIndex(_ site: BuiltSite, _ snapshot: ContentSnapshot) -> ContentIndex {
        if snapshot.decodedFiles.isEmpty && snapshot.removedFiles.isEmpty { return site.index }
        return ContentIndex(
            content: snapshot.content, updating: site.index, affectedPosts: affectedPosts(site.snapshot, snapshot))
    }

    var outputURL: URL { URL(fileURLWithPath: options.outputDirectory).standardizedFileURL }

    private func path(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
