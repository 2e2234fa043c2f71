import Foundation
import MarginaliaContent
import MarginaliaModels

/// The rebuilder's output side: the whole site to a staging folder, or single files in place.
extension SiteRebuilder {
    /// Writes every page and asset to a staging folder and swaps it in.
    func writeWholeSite(_ site: inout BuiltSite) async throws(SiteError) -> RebuildReport {
        await site.bodies.update(for: site.index.content.comments, markdown: markdown)
        let writer = try OutputWriter(outputURL: outputURL)
        var report = RebuildReport(kind: .full)
        do {
            let rendered = try await render(SitePage.all(in: site.index), of: site) { file, _ throws(SiteError) in
                try writer.write(file.bytes, to: file.path)
                return true
            }
            try writer.write(Array(RelativeDateRulesFile.json().utf8), to: RelativeDateRulesFile.path)
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

    /// Renders `pages`, writes the files whose bytes changed, copies and removes assets, and
    /// removes the files of pages that no longer exist.
    func patch(
        _ site: inout BuiltSite, pages: Set<SitePage>, pagesMayBeGone: Bool, assets: AssetInventory, copy: [String], remove: [String]
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
            try patcher.write(file.bytes, to: file.path)
            return true
        }
        site.digests.merge(rendered.digests) { _, new in new }
        let fragments = site.templates.hasThreadFragment
        let expected = pagesMayBeGone
            ? Set(SitePage.all(in: site.index).flatMap { $0.paths(in: site.index, threadFragments: fragments) }) : []
        for path in pagesMayBeGone ? previous.keys.filter({ !expected.contains($0) }).sorted() : [] {
            try patcher.remove(path)
            site.digests[path] = nil
            report.filesRemoved.append(path)
        }
        for relative in copy {
            guard let source = assets.source(of: relative) else { continue }
            try patcher.copy(URL(fileURLWithPath: source), to: "assets/" + relative)
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
                let digest = OutputDigest.of(file.bytes)
                return (path: file.path, digest: digest, written: try write(file, digest))
            }
        }.joined()
        return (
            Dictionary(results.map { ($0.path, $0.digest) }, uniquingKeysWith: { _, new in new }),
            results.filter(\.written).map(\.path).sorted()
        )
    }

    /// Writes the avatar images that are new or different, and removes those no page shows now.
    func patchAvatarFiles(from old: [String: Data], to new: [String: Data]) throws(SiteError) -> [String] {
        let patcher = OutputPatcher(outputURL: outputURL)
        var written: [String] = []
        for (path, data) in new.sorted(by: { $0.key < $1.key }) where old[path] != data {
            try patcher.write(data, to: path)
            written.append(path)
        }
        for path in old.keys.sorted() where new[path] == nil { try patcher.remove(path) }
        return written
    }
}
