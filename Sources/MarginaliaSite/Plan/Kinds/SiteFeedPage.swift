import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// The site feed (`feed.xml`): the newest comments, newest first.
enum SiteFeedPage: PageKind {
    struct Inputs: PageInputs {
        let comments: [LinkedComment]

        var shownComments: [Comment] { comments.map(\.comment) }

        func combine(into fingerprint: inout Fingerprint) { fingerprint.combine(comments) }
    }

    static let name = "site feed"
    static var templates: [TemplateRoot] { [PostPages.feed.root] }
    static let keptAcrossBuilds = false

    static func pages(in index: ContentIndex) -> [Inputs] {
        [Inputs(comments: index.feedComments.map { LinkedComment($0, in: index) })]
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.feed]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let factory = renderer.factory
        let feed = factory.feed(
            title: factory.config.title, path: SiteURLs.feed, pagePath: SiteURLs.homePage(), comments: inputs.comments)
        return [RenderedFile(path: SiteURLs.feed, bytes: renderer.templates.render(feed, template: PostPages.feed))]
    }
}
