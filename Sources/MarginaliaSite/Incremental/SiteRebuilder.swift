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
/// replaced one by one in the live output folder, each atomically (`OutputPatcher`).
///
/// A rebuild that fails on bad content or templates changes nothing, on disk or in what is kept:
/// the next one starts from the last good build. If the output folder was replaced or removed
/// by someone else, or a write failed, the next rebuild is a full one.
public struct SiteRebuilder: Sendable {
    public let options: SiteGenerator.Options
    let markdown: any MarkdownRendering
    let contentFileSystem: ContentFileSystem
    let avatarFetcher: any AvatarFetching
    /// The last good build.
    private var built: BuiltSite?

    public init(
        options: SiteGenerator.Options, markdown: any MarkdownRendering = CMarkRenderer(), contentFileSystem: ContentFileSystem = .local,
        avatarFetcher: any AvatarFetching = URLSessionAvatarFetcher()
    ) {
        self.options = options
        self.markdown = markdown
        self.contentFileSystem = contentFileSystem
        self.avatarFetcher = avatarFetcher
    }

    /// Brings the output folder up to date. `changedFiles` names files known to have changed (a
    /// watcher's report, paths as the options spell them or absolute): they are read again even
    /// if their stamps look unchanged. Other changes are found by comparing stamps.
    public mutating func rebuild(changedFiles: Set<String> = []) async throws(SiteError) -> RebuildReport {
        let start = ContinuousClock.now
        let reported = InputPaths(options: options, changedFiles: changedFiles)
        let snapshot: ContentSnapshot
        do {
            snapshot = try await ContentStore(directory: options.contentDirectory, fileSystem: contentFileSystem)
                .load(reusing: built?.snapshot, changedFiles: reported.changedContentFiles)
        } catch {
            throw .content(error)
        }
        let templateInventory = FolderInventory(scanning: URL(fileURLWithPath: options.templatesDirectory)) { $0.hasSuffix(".mustache") }
        let templateDiff = (built?.templateInventory ?? FolderInventory()).changes(to: templateInventory)
        let changedTemplates = Set(templateDiff.changed + templateDiff.removed).union(reported.changedTemplates).sorted()
        let templates: TemplateRenderer
        if let built, changedTemplates.isEmpty {
            templates = built.templates
        } else {
            templates = try await TemplateRenderer.load(directory: options.templatesDirectory)
        }
        let assets = AssetInventory(templatesDirectory: options.templatesDirectory, contentDirectory: options.contentDirectory)
        let contentUnchanged = snapshot.decodedFiles.isEmpty && snapshot.removedFiles.isEmpty
        let index = built.flatMap { contentUnchanged ? $0.index : nil } ?? ContentIndex(content: snapshot.content)
        let avatars = await RebuildAvatars.resolve(snapshot.content, previous: built?.avatars, generator: generator)

        var report: RebuildReport
        if var site = built, site.outputIdentity != nil, site.outputIdentity == OutputIdentity(outputURL) {
            let everyPage = !changedTemplates.isEmpty || snapshot.content.config != site.index.content.config || avatars != site.avatars
            let pages = everyPage ? Set(SitePage.all(in: index)) : PageChanges.pages(from: site.index, to: index)
            let oldAvatarFiles = site.avatars.map.files
            let assetDiff = site.assets.changes(to: assets.effective)
            let assetsToCopy = Set(assetDiff.changed).union(reported.changedAssets.filter { assets.effective.files[$0] != nil }).sorted()
            site.snapshot = snapshot
            site.index = index
            site.templates = templates
            site.templateInventory = templateInventory
            site.assets = assets.effective
            site.avatars = avatars
            do {
                report = try await patch(&site, pages: pages, assets: assets, copy: assetsToCopy, remove: assetDiff.removed)
                report.assetsCopied += try patchAvatarFiles(from: oldAvatarFiles, to: avatars.map.files)
            } catch {
                built?.outputIdentity = nil
                throw error
            }
            report.changedInputs = snapshot.decodedFiles.map { path(options.contentDirectory, $0) }
                + snapshot.removedFiles.map { path(options.contentDirectory, $0) }
                + changedTemplates.map { path(options.templatesDirectory, $0) }
                + (assetsToCopy + assetDiff.removed).map { "assets/" + $0 }
            built = site
        } else {
            var site = BuiltSite(
                snapshot: snapshot, index: index, templates: templates, templateInventory: templateInventory,
                assets: assets.effective, bodies: built?.bodies ?? RenderedBodies(), avatars: avatars
            )
            report = try await writeWholeSite(&site)
            built = site
        }
        report.duration = ContinuousClock.now - start
        return report
    }

    /// Writes every page and asset to a staging folder and swaps it in.
    private func writeWholeSite(_ site: inout BuiltSite) async throws(SiteError) -> RebuildReport {
        await site.bodies.update(for: site.index.content.comments, markdown: markdown)
        let writer = try OutputWriter(outputURL: outputURL)
        var report = RebuildReport(kind: .full)
        do {
            let rendered = try await render(SitePage.all(in: site.index), of: site) { file, _ throws(SiteError) in
                try writer.write(file.text, to: file.path)
                return true
            }
            try writer.write(RelativeDateRulesFile.json(), to: RelativeDateRulesFile.path)
            for (path, data) in site.avatars.map.files.sorted(by: { $0.key < $1.key }) { try writer.write(data, to: path) }
            _ = try writer.copyFiles(from: URL(fileURLWithPath: options.templatesDirectory).appendingPathComponent("assets"), to: "assets")
            _ = try writer.copyFiles(from: URL(fileURLWithPath: options.contentDirectory).appendingPathComponent("assets"), to: "assets")
            try writer.commit()
            site.digests = rendered.digests
            report.filesRendered = rendered.digests.count
            report.filesWritten = rendered.written
            report.assetsCopied = site.assets.files.keys.sorted().map { "assets/" + $0 }
        } catch {
            writer.discard()
            throw error
        }
        site.outputIdentity = OutputIdentity(outputURL)
        return report
    }

    /// Renders `pages`, writes the files whose text changed, copies and removes assets, and
    /// removes the files of pages that no longer exist.
    private func patch(
        _ site: inout BuiltSite, pages: Set<SitePage>, assets: AssetInventory, copy: [String], remove: [String]
    ) async throws(SiteError) -> RebuildReport {
        let patcher = OutputPatcher(outputURL: outputURL)
        var report = RebuildReport(kind: .incremental)
        var comments = pages.flatMap { page -> [Comment] in
            guard case .post(let id) = page else { return [] }
            return site.index.commentsByPost[id] ?? []
        }
        if pages.contains(.siteFeed) { comments += site.index.feedComments }
        await site.bodies.update(for: comments, markdown: markdown)

        let previous = site.digests
        let rendered = try await render(Array(pages), of: site) { file, digest throws(SiteError) in
            guard previous[file.path] != digest else { return false }
            try patcher.write(file.text, to: file.path)
            return true
        }
        site.digests.merge(rendered.digests) { _, new in new }
        let expected = Set(SitePage.all(in: site.index).flatMap(\.paths))
        for path in previous.keys.filter({ !expected.contains($0) }).sorted() {
            try patcher.remove(path)
            site.digests[path] = nil
            report.filesRemoved.append(path)
        }
        for relative in copy {
            guard let source = assets.source(of: relative) else { continue }
            try patcher.copy(source, to: "assets/" + relative)
            report.assetsCopied.append("assets/" + relative)
        }
        for relative in remove {
            try patcher.remove("assets/" + relative)
            report.filesRemoved.append("assets/" + relative)
        }
        report.filesRendered = rendered.digests.count
        report.filesWritten = rendered.written
        site.outputIdentity = OutputIdentity(outputURL)
        return report
    }

    /// Renders `pages` in parallel and offers each file and its digest to `write`, which says
    /// whether it wrote it. Returns every file's digest and the paths written, sorted.
    private func render(
        _ pages: [SitePage], of site: BuiltSite,
        write: @escaping @Sendable (RenderedFile, Int) throws(SiteError) -> Bool
    ) async throws(SiteError) -> (digests: [String: Int], written: [String]) {
        let factory = ViewModelFactory(
            index: site.index, referenceDate: options.referenceDate, avatars: site.avatars.map, imageOrigins: site.avatars.imageOrigins
        )
        let renderer = PageRenderer(factory: factory, templates: site.templates)
        let bodies = site.bodies.html
        let results = try await forEachInParallel(pages) { page throws(SiteError) in
            try renderer.files(for: page, bodies: bodies).map { file throws(SiteError) in
                let digest = OutputDigest.of(file.text)
                return (path: file.path, digest: digest, written: try write(file, digest))
            }
        }.joined()
        return (
            Dictionary(results.map { ($0.path, $0.digest) }, uniquingKeysWith: { _, new in new }),
            results.filter(\.written).map(\.path).sorted()
        )
    }

    /// Writes the avatar images that are new or different, and removes those no page shows now.
    private func patchAvatarFiles(from old: [String: Data], to new: [String: Data]) throws(SiteError) -> [String] {
        let patcher = OutputPatcher(outputURL: outputURL)
        var written: [String] = []
        for (path, data) in new.sorted(by: { $0.key < $1.key }) where old[path] != data {
            try patcher.write(data, to: path)
            written.append(path)
        }
        for path in old.keys.sorted() where new[path] == nil { try patcher.remove(path) }
        return written
    }

    /// A generator with the same options and services, for what the full build and the rebuilder share.
    private var generator: SiteGenerator {
        SiteGenerator(options: options, markdown: markdown, contentFileSystem: contentFileSystem, avatarFetcher: avatarFetcher)
    }

    private var outputURL: URL { URL(fileURLWithPath: options.outputDirectory).standardizedFileURL }

    private func path(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
