import Foundation
import MarginaliaContent
import MarginaliaModels

/// The rebuilder's output side: the whole site to a staging folder, or single files in place.
extension SiteRebuilder {
    /// Writes every page and asset to a staging folder and swaps it in.
    func writeWholeSite(_ site: inout BuiltSite) async throws(SiteError) -> RebuildReport {
        await site.bodies.update(for: site.index.content.comments, markdown: services.markdown)
        let writer = try OutputWriter(outputURL: outputURL)
        var report = RebuildReport(kind: .full)
        do {
            let rendered = try await render(SitePage.all(in: site.index), of: site) { file, _ throws(SiteError) in
                try writer.write(file.bytes, to: file.path)
                return true
            }
            try writer.write(Array(RelativeDateRulesFile.json().utf8), to: RelativeDateRulesFile.path)
            for (path, data) in site.avatars.map.files.sorted(by: { $0.key < $1.key }) {
                try writer.write(data, to: path)
            }
            _ = try writer.copyFiles(
                from: URL(fileURLWithPath: options.templatesDirectory).appendingPathComponent(SiteURLs.assetsFolder),
                to: SiteURLs.assetsFolder)
            _ = try writer.copyFiles(
                from: URL(fileURLWithPath: options.contentDirectory).appendingPathComponent(SiteURLs.assetsFolder),
                to: SiteURLs.assetsFolder)
            try writer.commit()
            site.digests = rendered.digests
            report.filesRendered = rendered.digests.keys.sorted()
            report.filesWritten = rendered.written
            report.assetsCopied = site.assets.files.keys.sorted().map(SiteURLs.asset)
        } catch {
            writer.discard()
            throw error
        }
        site.outputIdentity = OutputIdentity(outputURL)
        return report
    }

    /// Renders `pages` (in `order`), writes the files whose bytes changed, copies and removes
    /// assets, and removes the files of pages that no longer exist, all through `patcher` (the
    /// caller commits or rolls back). Comment bodies are rendered first if `bodiesMayBeNew` (the
    /// content changed).
    func patch(
        _ site: inout BuiltSite, pages: Set<SitePage>, order: PageOrder, bodiesMayBeNew: Bool, pagesMayBeGone: Bool,
        assets: AssetInventory, copy: [String], remove: [String], patcher: OutputPatcher
    ) async throws(SiteError) -> RebuildReport {
        var report = RebuildReport(kind: .incremental)
        if bodiesMayBeNew {
            var comments = pages.flatMap { page -> [Comment] in
                guard case .post(let id) = page else { return [] }
                return site.index.commentsByPost[id] ?? []
            }
            if pages.contains(.siteFeed) { comments += site.index.feedComments }
            await site.bodies.update(for: comments, markdown: services.markdown)
        }

        let previous = site.digests
        let write: @Sendable (RenderedFile, Int) throws(SiteError) -> Bool = { file, digest throws(SiteError) in
            guard previous[file.path] != digest else { return false }
            try patcher.write(file.bytes, to: file.path)
            return true
        }
        let rendered = try await renderInOrder(pages, order: order, of: site, write: write, report: &report)
        site.digests.merge(rendered.digests) { _, new in new }
        let fragments = site.templates.hasThreadFragment
        let expected =
            pagesMayBeGone
            ? Set(SitePage.all(in: site.index).flatMap { $0.paths(in: site.index, threadFragments: fragments) }) : []
        for path in pagesMayBeGone ? previous.keys.filter({ !expected.contains($0) }).sorted() : [] {
            try patcher.remove(path)
            site.digests[path] = nil
            report.filesRemoved.append(path)
        }
        for relative in copy {
            guard let source = assets.source(of: relative) else { continue }
            try patcher.copy(URL(fileURLWithPath: source), to: SiteURLs.asset(relative))
            report.assetsCopied.append(SiteURLs.asset(relative))
        }
        for relative in remove {
            try patcher.remove(SiteURLs.asset(relative))
            report.filesRemoved.append(SiteURLs.asset(relative))
        }
        report.filesRendered = rendered.digests.keys.sorted()
        report.filesWritten = rendered.written
        site.outputIdentity = OutputIdentity(outputURL)
        return report
    }

    /// Renders `pages` as `order` says: the open ones first, reported as soon as they are written,
    /// then the rest while they can be rendered on demand; or all at once.
    private func renderInOrder(
        _ pages: Set<SitePage>, order: PageOrder, of site: BuiltSite,
        write: @escaping @Sendable (RenderedFile, Int) throws(SiteError) -> Bool, report: inout RebuildReport
    ) async throws(SiteError) -> (digests: [String: Int], written: [String]) {
        guard let priorities = order.openFirst else { return try await render(Array(pages), of: site, write: write) }
        let fragments = site.templates.hasThreadFragment
        let paths = { (page: SitePage) in page.paths(in: site.index, threadFragments: fragments) }
        let first = order.firstPages(of: pages, open: await priorities.openPaths(), paths: paths)
        guard !first.isEmpty else { return try await render(Array(pages), of: site, write: write) }
        let rest = pages.subtracting(first)
        let renderer = pageRenderer(for: site)
        let bodies = site.bodies.rendered
        priorities.pending.begin(rest, paths: paths) { page throws(SiteError) in
            for file in renderer.files(for: page, bodies: bodies) {
                _ = try write(file, OutputDigest.of(file.bytes))
            }
        }
        defer { priorities.pending.end() }
        let shown = try await render(Array(first), of: site, write: write)
        var firstReport = RebuildReport(kind: .firstPages)
        firstReport.changedInputs = order.changedInputs
        firstReport.filesRendered = shown.digests.keys.sorted()
        firstReport.filesWritten = shown.written
        firstReport.duration = ContinuousClock.now - order.start
        report.shownFirst = shown.written
        await priorities.firstPagesWritten(firstReport)
        let others = try await render(Array(rest), of: site, write: write) { priorities.pending.rendered($0) }
        return (shown.digests.merging(others.digests) { _, new in new }, (shown.written + others.written).sorted())
    }

    /// Renders the pages of `site`.
    private func pageRenderer(for site: BuiltSite) -> PageRenderer {
        let factory = ViewModelFactory(
            index: site.index, referenceDate: options.referenceDate, avatars: site.avatars.map,
            imageOrigins: site.avatars.imageOrigins
        )
        return PageRenderer(factory: factory, templates: site.templates)
    }

    /// Renders `pages` in parallel and offers each file and its digest to `write`, which says
    /// whether it wrote it, then tells `rendered` the page is done. Returns every file's digest
    /// and the paths written, sorted.
    private func render(
        _ pages: [SitePage], of site: BuiltSite,
        write: @escaping @Sendable (RenderedFile, Int) throws(SiteError) -> Bool,
        rendered: (@Sendable (SitePage) -> Void)? = nil
    ) async throws(SiteError) -> (digests: [String: Int], written: [String]) {
        let renderer = pageRenderer(for: site)
        let bodies = site.bodies.rendered
        let results = try await forEachInParallel(pages) { page throws(SiteError) in
            let files = try renderer.files(for: page, bodies: bodies).map { file throws(SiteError) in
                let digest = OutputDigest.of(file.bytes)
                return (path: file.path, digest: digest, written: try write(file, digest))
            }
            rendered?(page)
            return files
        }.joined()
        return (
            Dictionary(results.map { ($0.path, $0.digest) }, uniquingKeysWith: { _, new in new }),
            results.filter(\.written).map(\.path).sorted()
        )
    }

    /// Writes the avatar images that are new or different, and removes those no page shows now.
    func patchAvatarFiles(
        from old: [String: Data], to new: [String: Data], patcher: OutputPatcher
    ) throws(SiteError) -> [String] {
        var written: [String] = []
        for (path, data) in new.sorted(by: { $0.key < $1.key }) where old[path] != data {
            try patcher.write(data, to: path)
            written.append(path)
        }
        for path in old.keys.sorted() where new[path] == nil { try patcher.remove(path) }
        return written
    }
}
