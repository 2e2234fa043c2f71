import Foundation
import MarginaliaContent
import MarginaliaModels

/// The site as it should be: every page (from the table of kinds) with what it is made from, and
/// every other file (the static assets, the avatar images, the relative-date rules) with where it
/// comes from. `build` and `serve` make it the same way; what differs from the last plan is what
/// they render and write (`changes(since:)`).
struct SitePlan: Sendable {
    let shared: SharedInputs
    /// The pages of each kind, in `PageKinds.all`'s order.
    let kinds: [any KindPages]
    /// What the pages' files follow from besides their inputs.
    let site: PlanSite
    /// Every file that is not a page, by output path.
    let assets: [String: AssetSource]

    /// Where a file that is not a page comes from.
    enum AssetSource: Sendable, Equatable {
        /// Made by the build (the avatar images, the relative-date rules).
        case bytes(Data)
        /// Copied from the theme's or the content's `assets/` folder: the file's path as the
        /// options spell it, and its stamp.
        case file(path: String, stamp: FileStamp)
    }

    /// The pages of every kind of a site with the content `index` holds, the kinds side by side.
    static func kinds(in index: ContentIndex) async -> [any KindPages] {
        await forEachInParallel(Array(PageKinds.all.indices)) { PageKinds.all[$0].plan(in: index) }
    }

    /// Every page, made ready to render, in `PageKinds.all`'s order.
    var pages: [PlannedPage] { kinds.flatMap { $0.planned(in: site) } }

    /// What applying this plan must do to a site made from `previous` (`nil`: to an empty
    /// folder). `reportedAssets` are asset paths known to have changed (a watcher's report),
    /// written even if their stamps look unchanged.
    func changes(since previous: SitePlan?, reportedAssets: Set<String> = []) async -> PlanChanges {
        guard let previous, previous.kinds.count == kinds.count else {
            return PlanChanges(pages: pages, assets: assets.keys.sorted(), removed: [])
        }
        // A page's files follow from its inputs and the shared inputs: only those of the pages
        // that changed or are gone are compared.
        let everyPage = shared != previous.shared
        var changedPages: [PlannedPage] = []
        var removed = Set<String>()
        // The kinds side by side.
        let kindChanges = await forEachInParallel(Array(kinds.indices)) { [kinds, site] position in
            kinds[position].changes(
                since: previous.kinds[position], everyPage: everyPage, in: site, previousSite: previous.site)
        }
        for changes in kindChanges {
            changedPages += changes.pages
            removed.formUnion(changes.removed)
        }
        let changedAssets = assets.filter { path, source in
            previous.assets[path] != source || reportedAssets.contains(path)
        }.keys.sorted()
        removed.formUnion(previous.assets.keys.filter { assets[$0] == nil })
        // A path can pass from one page to another (or from an asset to a page): it is not gone.
        // (Nearly always nothing is gone, and the set of every path written is not needed.)
        if !removed.isEmpty {
            removed.subtract(changedPages.lazy.flatMap(\.paths))
            removed.subtract(changedAssets)
        }
        return PlanChanges(pages: changedPages, assets: changedAssets, removed: removed.sorted())
    }
}

extension SitePlan {
    /// The plan of the site made from `inputs`, with relative dates counted from `referenceDate`
    /// and bodies rendered by the Markdown renderer named `markdown`.
    init(_ inputs: SiteInputs, referenceDate: Date, markdown: String) async {
        shared = SharedInputs(
            config: inputs.index.content.config, templates: inputs.templates.fingerprint, markdown: markdown,
            referenceDate: referenceDate, avatars: inputs.avatars.map, imageOrigins: inputs.avatars.imageOrigins,
            words: inputs.words)
        kinds = await Self.kinds(in: inputs.index)
        site = PlanSite(index: inputs.index, theme: inputs.templates.shape)
        var assets: [String: AssetSource] = [
            RelativeDateRulesFile.path: .bytes(
                Data(RelativeDateRulesFile.json(inputs.words.browserRelativeDateRules ?? []).utf8))
        ]
        // One more file for each language of a post's own that is not the site's.
        for words in inputs.postWords.values where words != inputs.words {
            let json = RelativeDateRulesFile.json(words.browserRelativeDateRules ?? [])
            assets[SiteURLs.asset(RelativeDateRulesFile.name(for: words))] = .bytes(Data(json.utf8))
        }
        for (path, data) in inputs.avatars.map.files { assets[path] = .bytes(data) }
        for (relative, stamp) in inputs.assets.effective.files {
            guard let source = inputs.assets.source(of: relative) else { continue }
            assets[SiteURLs.asset(relative)] = .file(path: source, stamp: stamp)
        }
        self.assets = assets
    }
}

/// What applying a plan renders, writes and removes.
struct PlanChanges: Sendable {
    /// The pages to render.
    let pages: [PlannedPage]
    /// The output paths of the files that are not pages to write or copy.
    let assets: [String]
    /// The output paths of pages and files that are gone.
    let removed: [String]
}
