import Foundation
import MarginaliaMarkdown
import MarginaliaModels

/// Every file of a site rendered with a theme, in memory, nothing written: for the fuzz target,
/// which renders the demo with random themes. Pages are made as a build makes them
/// (`PageRenderer`), with avatars hotlinked.
package enum SiteInMemory {
    /// Each output file's path (relative to the output folder) and bytes. `bodies` holds every
    /// comment's rendered body (`bodies(of:markdown:)`).
    package static func files(
        of content: SiteContent, templates: TemplateRenderer, referenceDate: Date, bodies: [Identifier: RenderedBody]
    ) -> [(path: String, bytes: [UInt8])] {
        let index = ContentIndex(content: content)
        let factory = ViewModelFactory(
            index: index, referenceDate: referenceDate, avatars: AvatarMap(policy: .hotlink), imageOrigins: [])
        let renderer = PageRenderer(factory: factory, templates: templates)
        return SitePage.all(in: index).flatMap { renderer.files(for: $0, bodies: bodies) }.map { ($0.path, $0.bytes) }
    }

    /// Every comment's body rendered, by comment: made once for any number of themes.
    package static func bodies(of content: SiteContent, markdown: some MarkdownRendering) -> [Identifier: RenderedBody]
    {
        var bodies: [Identifier: RenderedBody] = [:]
        for comment in content.comments { bodies[comment.id] = markdown.body(fromMarkdown: comment.body) }
        return bodies
    }
}
