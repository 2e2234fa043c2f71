import MarginaliaModels
import MarginaliaTemplates
import MarginaliaViewModels

/// The home page: every post's summary, most recent activity first.
enum HomePage: PageKind {
    struct Inputs: PageInputs {
        let posts: [PostSummary]

        func combine(into fingerprint: inout Fingerprint) { fingerprint.combine(encoding: posts) }
    }

    static let name = "home"
    static let template = TemplateName<PageContext<HomePageViewModel>>("home")
    static var templates: [TemplateRoot] { [template.root] }
    static let keptAcrossBuilds = false

    static func pages(in index: ContentIndex) -> [Inputs] {
        [Inputs(posts: index.postSummaries)]
    }

    static func paths(of inputs: Inputs, in index: ContentIndex, theme: ThemeShape) -> [String] {
        [SiteURLs.homePage]
    }

    static func files(for inputs: Inputs, with renderer: PageRenderer) -> [RenderedFile] {
        let page = renderer.factory.homePage(inputs.posts)
        return [renderer.framed(page, at: SiteURLs.homePage, title: "", section: .home, template: template)]
    }
}
