import Foundation
import MarginaliaMarkdown
import MarginaliaModels

/// Every file of a site rendered with a theme, in memory, nothing written: for the fuzz target,
/// which renders the demo with random themes. Pages are planned and rendered as a build makes
/// them (`SitePlan`, `PageRenderer`), with avatars hotlinked.
package enum SiteInMemory {
    /// Each output file's path (relative to the output folder) and bytes. `bodies` holds the
    /// content's rendered bodies (made once for any number of themes).
    package static func files(
        of content: SiteContent, templates: TemplateRenderer, referenceDate: Date, bodies: BodyProvider
    ) throws(SiteError) -> [(path: String, bytes: [UInt8])] {
        let index = ContentIndex(content: content)
        let words = try templates.languages.words(for: content.config.language)
        let factory = ViewModelFactory(
            index: index, referenceDate: referenceDate, avatars: AvatarMap(policy: .hotlink), imageOrigins: [],
            words: words, postWords: try templates.languages.postWords(for: content.posts, siteWords: words),
            bodies: bodies)
        let renderer = PageRenderer(factory: factory, templates: templates)
        let site = PlanSite(index: index, theme: templates.shape)
        // One kind after another: the fuzz target calls this from a thread that cannot wait.
        let kinds = PageKinds.all.map { $0.plan(in: index) }
        return kinds.flatMap { $0.planned(in: site) }.flatMap { $0.files(with: renderer) }.map { ($0.path, $0.bytes) }
    }
}
